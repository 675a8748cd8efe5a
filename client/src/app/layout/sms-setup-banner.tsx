import { MessageSquareText, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/data/account/auth-provider";
import { SMS_BANNER_DISMISSAL } from "@/lib/sms-banner-dismissal";
import { useSmsInvitation } from "@/data/sms/info";
import { useDelayedPrompt } from "@/lib/use-delayed-prompt";

const SHOW_AFTER_MS = 2000;
/**
 * One SMS prompt a screen: the dashboard carries its own, and the pages the banner leads to
 * (Profile Settings for a member, SMS settings for an admin) are where the phone is verified:
 * there it would only cover the verification's own buttons.
 */
const NOT_ON = new Set(["/dashboard", "/profile-settings", "/sms-settings"]);

/** True while a text field has focus: the banner then steps aside so it never covers it. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => {
      const el = document.activeElement;
      setTyping(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable));
    };
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", update);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
    };
  }, []);
  return typing;
}

/**
 * The compact SMS banner ("Verify Your Phone for SMS Jokes", Verify Phone): invites a comedian
 * without a verified phone to text jokes in, 2 seconds after load, when the site has a capture
 * number. It floats at the foot of the screen rather than pushing the page down, so nothing
 * moves when it arrives, and it never hides the page's title (at the top it covered it on a
 * phone). A spacer as tall as the banner ends the page, so the last of it can still be
 * scrolled into view above the banner.
 */
export function SmsSetupBanner() {
  const { user } = useAuth();
  const [location] = useLocation();
  const { invite, href } = useSmsInvitation(user);
  const { visible, dismiss } = useDelayedPrompt(SMS_BANNER_DISMISSAL.key, SHOW_AFTER_MS, SMS_BANNER_DISMISSAL.forMs, invite);
  const typing = useTyping();

  if (!visible || NOT_ON.has(location) || typing) return null;

  return (
    <>
      <div aria-hidden className="h-16" />
      <aside
        aria-label="SMS joke capture"
        className="animate-fade-in fixed inset-x-0 bottom-0 z-30 border-t border-spotlight-500/30 bg-gradient-to-r from-curtain-800 via-stage-900 to-curtain-800 pb-[env(safe-area-inset-bottom)] shadow-lg shadow-black/40"
      >
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
          <MessageSquareText aria-hidden className="hidden size-5 shrink-0 text-spotlight-400 sm:block" />
          <p className="min-w-0 flex-1 text-sm text-cream-100">
            <span className="font-semibold text-cream-50">Verify Your Phone for SMS Jokes</span>{" "}
            <span className="hidden sm:inline">
              then text{" "}
              <code className="rounded bg-stage-950/70 px-1.5 py-0.5 text-spotlight-300">joke: setup / punchline</code> and
              it lands in your collection.
            </span>
          </p>
          <Button asChild size="sm">
            <Link href={href}>Verify Phone</Link>
          </Button>
          <Button variant="ghost" size="icon" aria-label="Dismiss SMS banner" onClick={dismiss}>
            <X />
          </Button>
        </div>
      </aside>
    </>
  );
}
