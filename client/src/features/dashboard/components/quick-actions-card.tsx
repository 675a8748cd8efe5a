import { Plus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";

export function QuickActionsCard() {
  return (
    <Card className="col-span-2 flex flex-col justify-between gap-4 p-5 sm:p-6 lg:col-span-1">
      <div>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Got a premise? Get it down before it gets away.</CardDescription>
      </div>
      <Button asChild size="lg" className="h-14 w-full text-lg [&_svg]:size-5">
        <Link href="/joke-notes">
          <Plus aria-hidden />
          New Joke Note
        </Link>
      </Button>
    </Card>
  );
}
