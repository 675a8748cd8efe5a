import { Crown } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

interface PremiumHintProps {
  /** Premium but switched off in My Elements, rather than not Premium. */
  switchedOff: boolean;
  /** What Premium would add on this page. */
  what: string;
}

/** The upgrade hint for comedians without the AI Writing Assistant. */
export function PremiumHint({ switchedOff, what }: PremiumHintProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-spotlight-500/40 bg-spotlight-500/5 p-4 sm:flex-row sm:items-center">
      <Crown aria-hidden className="size-6 shrink-0 text-spotlight-400" />
      <p className="flex-1 text-sm text-cream-200">
        {switchedOff
          ? `Your AI Writing Assistant is switched off. Turn it on in My Elements for ${what}.`
          : `Upgrade to Premium for the AI Writing Assistant: ${what}.`}
      </p>
      <Button asChild size="sm" variant="outline" className="pointer-coarse:h-11">
        <Link href={switchedOff ? "/my-joke-elements" : "/billing"}>{switchedOff ? "Open My Elements" : "See Premium"}</Link>
      </Button>
    </div>
  );
}
