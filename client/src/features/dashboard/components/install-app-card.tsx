import { Download, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { HOUR_MS, isDismissedWithin, rememberDismissal } from "@/lib/dismissal";
import { isRunningInstalled, useInstallPrompt } from "@/lib/install-prompt";

const DISMISSED_KEY = "install-prompt-dismissed-at";
const DISMISS_FOR_MS = 24 * HOUR_MS;

/** Offers to install the app; once dismissed it stays hidden for 24 hours. */
export function InstallAppCard() {
  const { install } = useInstallPrompt();
  const [hidden, setHidden] = useState(() => isRunningInstalled() || isDismissedWithin(DISMISSED_KEY, DISMISS_FOR_MS));
  if (hidden) return null;

  const dismiss = () => {
    rememberDismissal(DISMISSED_KEY);
    setHidden(true);
  };

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
        <Button variant="ghost" size="sm" onClick={dismiss} aria-label="Dismiss install card">
          <X aria-hidden />
          Not now
        </Button>
      </div>
    </Card>
  );
}
