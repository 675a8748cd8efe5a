import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "./page-header";

interface AccessDeniedProps {
  /** The screen's own title, kept so the member knows where they are. */
  title: string;
  heading?: string;
  message: string;
  /** Where a member can do what they came for, when the product has such a place. */
  instead?: { text: string; href: string; label: string };
}

/** What a member sees on an admin-only screen. */
export function AccessDenied({ title, heading, message, instead }: AccessDeniedProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-4 border-neon-600/50 px-6 py-12 text-center">
        <ShieldAlert aria-hidden className="size-12 text-neon-400" />
        {heading && <h2 className="font-display text-3xl tracking-wide text-cream-50">{heading}</h2>}
        <p className={heading ? "text-cream-300" : "text-lg font-medium text-cream-100"}>{message}</p>
        {instead && <p className="max-w-md text-sm text-cream-300">{instead.text}</p>}
        <div className="flex flex-wrap justify-center gap-3">
          {instead && (
            <Button asChild>
              <Link href={instead.href}>{instead.label}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/dashboard">Back to Dashboard</Link>
          </Button>
        </div>
      </Card>
    </>
  );
}
