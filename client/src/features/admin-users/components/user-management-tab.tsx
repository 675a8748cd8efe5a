import { ArrowRight, Users } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Users have a page of their own; this tab points there. */
export function UserManagementTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden className="size-5 text-spotlight-400" /> User Management
        </CardTitle>
        <CardDescription>
          Every comedian with their writing stats; promote or remove admins and set plans by hand for support.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="h-11">
          <Link href="/admin/users">
            Open User Management <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
