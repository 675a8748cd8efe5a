import { MessageSquareText, X } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { SMS_BANNER_DISMISSAL } from "@/lib/sms-banner-dismissal";
import { useDelayedPrompt } from "@/lib/use-delayed-prompt";

/**
 * The dashboard's SMS banner ("Text Your Jokes Instantly", Set Up SMS Jokes), for a comedian
 * without a verified phone on a site with a capture number. It is drawn with the cards, never
 * after them, so it moves nothing; dismissing it also hides the compact banner for 3 days.
 */
export function SmsDashboardBanner({ href }: { href: string }) {
  const titleId = useId();
  const { visible, dismiss } = useDelayedPrompt(SMS_BANNER_DISMISSAL.key, 0, SMS_BANNER_DISMISSAL.forMs);
  if (!visible) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-neon-600/50 bg-stage-900 p-4 pr-14 sm:flex-row sm:items-center sm:p-5 sm:pr-14"
    >
      <div aria-hidden className="bg-curtain absolute inset-y-0 left-0 w-1.5" />
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-neon-600/20 text-neon-400 sm:flex">
        <MessageSquareText aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-display text-2xl leading-tight tracking-wide text-cream-50">
          Text Your Jokes Instantly
        </h2>
        <p className="mt-1 text-sm text-cream-300">
          Verify your phone once, then text <code className="text-spotlight-300">joke: setup / punchline</code> and it lands in
          your collection.
        </p>
      </div>
      <Button asChild variant="neon" className="self-start sm:self-center">
        <Link href={href}>Set Up SMS Jokes</Link>
      </Button>
      <Button variant="ghost" size="icon" className="absolute top-3 right-2" aria-label="Dismiss SMS banner" onClick={dismiss}>
        <X />
      </Button>
    </section>
  );
}
