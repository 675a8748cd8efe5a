import { Download, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { HOUR_MS } from "@/lib/dismissal-window";
import { isRunningInstalled, useInstallPrompt } from "@/lib/install-prompt";
import { useDelayedPrompt } from "@/lib/use-delayed-prompt";

const DISMISSED_KEY = "install-prompt-dismissed-at";
/** Shown with the dashboard's first render, so it never shifts the page after load. */
const SHOW_AFTER_MS = 0;
const DISMISS_FOR_MS = 24 * HOUR_MS;

/** Offers to install the app (unless it runs installed); once dismissed it stays hidden for 24 hours. */
export function InstallAppCard() {
  const { install } = useInstallPrompt();
  const { visible, dismiss } = useDelayedPrompt(DISMISSED_KEY, SHOW_AFTER_MS, DISMISS_FOR_MS, !isRunningInstalled());
  if (!visible) return null;

  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-stage-800 ring-1 ring-stage-600">
        <Download aria-hidden className="size-5 text-spotlight-400" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-cream-50">Install Comedy Toolkit</h2>
        <p className="text-sm text-cream-300">
          {install
            ? "Keep your notebook one tap away, even between sets."
            : "Add this app to your home screen from your browser's menu to keep your notebook one tap away."}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {install && (
          <Button size="sm" onClick={() => void install()}>
            Install App
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={dismiss}>
          <X aria-hidden />
          Not now
        </Button>
      </div>
    </Card>
  );
}
