import { Info, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { materialExportUrl } from "@/data/material/endpoints";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Read and seen: the note stays away once a comedian says so (the 7-day countdown still comes). */
export const EXPIRY_NOTE_DISMISSED_KEY = "expiry-note-dismissed";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(EXPIRY_NOTE_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The free plan's 30-day rule, said calmly where a free comedian first meets it (with their
 * first writing): what expires, when the first of it does, and the two ways to keep it.
 */
export function FreeTierExpiryNote({ firstExpiry, className }: { firstExpiry: string; className?: string }) {
  const titleId = useId();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(EXPIRY_NOTE_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage can be unavailable (private mode); the note then shows again next time.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby={titleId}
      className={cn("relative flex gap-3 rounded-2xl border border-stage-700 bg-stage-900 p-4 pr-12 text-cream-100", className)}
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-spotlight-400" />
      <div className="min-w-0">
        <h2 id={titleId} className="font-semibold text-cream-50">
          On the free plan, your writing is kept for 30 days
        </h2>
        <p className="mt-1 text-sm text-cream-300">
          Each joke note, note, thought, set list and performance is deleted 30 days after you write it. The first of yours expires on{" "}
          <strong className="text-cream-100">{formatDate(firstExpiry)}</strong>. To keep everything, download a copy (it imports back) or
          upgrade to a paid plan.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={materialExportUrl()} download>
              Download a copy
            </a>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link href="/billing">See plans</Link>
          </Button>
        </div>
      </div>
      <Button variant="ghost" size="icon" className="absolute top-2 right-1" aria-label="Dismiss note about the free plan" onClick={dismiss}>
        <X />
      </Button>
    </section>
  );
}
