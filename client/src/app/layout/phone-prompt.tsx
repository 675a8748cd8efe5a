import { Smartphone, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-provider";
import { DAY_MS, isDismissedWithin, rememberDismissal } from "@/lib/dismissal";

const DISMISSED_KEY = "phone-prompt-dismissed-at";
const SHOW_AFTER_MS = 3000;
const DISMISS_FOR_MS = 7 * DAY_MS;
/**
 * The spec places this prompt on the dashboard; elsewhere a corner card would sit over the
 * writing screens (and Profile Settings carries the verification widget itself).
 */
const SHOWN_ON = new Set(["/dashboard"]);

/**
 * Asks members without a verified phone to verify it, 3 seconds after the app loads, as a
 * card in the bottom corner (the SMS banner owns the top edge). Dismissal lasts 7 days.
 */
export function PhonePrompt() {
  const titleId = useId();
  const { user } = useAuth();
  const [location] = useLocation();
  const eligible = user !== null && !user.isPhoneVerified;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!eligible || isDismissedWithin(DISMISSED_KEY, DISMISS_FOR_MS)) return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!eligible || !visible || !SHOWN_ON.has(location)) return null;

  const dismiss = () => {
    rememberDismissal(DISMISSED_KEY);
    setVisible(false);
  };

  return (
    <aside
      aria-labelledby={titleId}
      className="animate-rise-in fixed inset-x-3 bottom-3 z-40 overflow-hidden rounded-2xl border border-spotlight-500/50 bg-stage-900/95 shadow-[0_18px_50px_-12px_rgb(0_0_0/0.9)] backdrop-blur sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[22rem]"
    >
      <div aria-hidden className="bg-curtain h-1" />
      <div className="flex gap-3 p-4 pr-11">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-spotlight-500/15 text-spotlight-400">
          <Smartphone aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-2xl leading-tight tracking-wide text-cream-50">
            Verify Your Phone
          </h2>
          <p className="mt-1 text-sm text-cream-300">
            Verify your number to text jokes straight into your collection.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link href="/sms-settings">Verify Now</Link>
            </Button>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Maybe Later
            </Button>
          </div>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-3 right-2 size-8"
        aria-label="Dismiss phone prompt"
        onClick={dismiss}
      >
        <X />
      </Button>
    </aside>
  );
}
