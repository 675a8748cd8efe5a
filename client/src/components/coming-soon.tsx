import { Mic } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "./page-header";

/** Stand-in for a screen that a later change builds out. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="bg-spotlight flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-stage-800 ring-1 ring-spotlight-500/40">
          <Mic aria-hidden className="size-8 text-spotlight-400" />
        </span>
        <Badge>Coming soon</Badge>
        <p className="max-w-md text-cream-300">{description}</p>
      </Card>
    </>
  );
}
