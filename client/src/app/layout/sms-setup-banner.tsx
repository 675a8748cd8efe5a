import { MessageSquareText, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-provider";
import { DAY_MS, isDismissedWithin, rememberDismissal } from "@/lib/dismissal";

const DISMISSED_KEY = "sms-banner-dismissed-at";
const SHOW_AFTER_MS = 2000;
const DISMISS_FOR_MS = 3 * DAY_MS;

/** Invites members without a verified phone to set up SMS capture, 2 seconds after load. */
export function SmsSetupBanner() {
  const { user } = useAuth();
  const eligible = user !== null && !user.isPhoneVerified;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!eligible || isDismissedWithin(DISMISSED_KEY, DISMISS_FOR_MS)) return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!eligible || !visible) return null;

  const dismiss = () => {
    rememberDismissal(DISMISSED_KEY);
    setVisible(false);
  };

  return (
    <aside
      aria-label="SMS joke capture"
      className="animate-rise-in border-b border-spotlight-500/30 bg-gradient-to-r from-curtain-800 via-stage-900 to-curtain-800"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <MessageSquareText aria-hidden className="hidden size-5 shrink-0 text-spotlight-400 sm:block" />
        <p className="min-w-0 flex-1 text-sm text-cream-100">
          <span className="font-semibold text-cream-50">Text your jokes in.</span>{" "}
          <span className="hidden sm:inline">
            Send{" "}
            <code className="rounded bg-stage-950/70 px-1.5 py-0.5 text-spotlight-300">joke: setup / punchline</code> and
            it lands in your collection.
          </span>
        </p>
        <Button asChild size="sm">
          <Link href="/sms-settings">Setup Now</Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Dismiss SMS banner" onClick={dismiss}>
          <X />
        </Button>
      </div>
    </aside>
  );
}
