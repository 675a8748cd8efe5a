import { Smartphone, X } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/data/account/auth-provider";
import { DAY_MS } from "@/lib/dismissal-window";
import { useSmsInvitation } from "@/data/sms/info";
import { useDelayedPrompt } from "@/lib/use-delayed-prompt";

const DISMISSED_KEY = "phone-prompt-dismissed-at";
const SHOW_AFTER_MS = 3000;
const DISMISS_FOR_MS = 7 * DAY_MS;

/**
 * Asks a comedian without a verified phone to verify it, 3 seconds after the dashboard loads,
 * when the site has an SMS capture number. It sits in the page's flow after everything else,
 * so it never covers a control and moves nothing above it. Dismissal lasts 7 days.
 */
export function PhonePrompt() {
  const titleId = useId();
  const { user } = useAuth();
  const { invite, href } = useSmsInvitation(user);
  const { visible, dismiss } = useDelayedPrompt(DISMISSED_KEY, SHOW_AFTER_MS, DISMISS_FOR_MS, invite);

  if (!visible) return null;

  return (
    <aside
      aria-labelledby={titleId}
      className="animate-fade-in relative overflow-hidden rounded-2xl border border-spotlight-500/50 bg-stage-900"
    >
      <div aria-hidden className="bg-curtain h-1" />
      <div className="flex gap-3 p-4 pr-14 sm:p-5 sm:pr-14">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-spotlight-500/15 text-spotlight-400">
          <Smartphone aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-2xl leading-tight tracking-wide text-cream-50">
            Verify Your Phone
          </h2>
          <p className="mt-1 text-sm text-cream-300">
            Verify your number once, then text jokes straight into your collection: <code className="text-spotlight-300">joke: setup / punchline</code>.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link href={href}>Verify Now</Link>
            </Button>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Maybe Later
            </Button>
          </div>
        </div>
      </div>
      <Button variant="ghost" size="icon" className="absolute top-3 right-2" aria-label="Dismiss phone prompt" onClick={dismiss}>
        <X />
      </Button>
    </aside>
  );
}
