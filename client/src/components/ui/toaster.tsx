import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { dismissToast, leftPage, useCurrentToast } from "./use-toast";

const TOAST_DURATION_MS = 5000;

/**
 * Rendered inside the app's live region (client/src/app/providers.tsx), so the toast's text
 * exists once in the page; Radix's own announcer is told to skip it.
 */
export function Toaster() {
  const current = useCurrentToast();
  const [location] = useLocation();
  useEffect(() => leftPage(window.location.pathname), [location, current]);
  const destructive = current?.variant === "destructive";
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black data-[state=closed]:animate-fade-out data-[state=open]:animate-toast-in data-[swipe=end]:animate-fade-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            destructive
              ? "border-neon-500 bg-neon-700 text-white"
              : "border-spotlight-500/60 bg-stage-800 text-cream-50",
          )}
        >
          <div data-radix-toast-announce-exclude="" className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className={cn("text-sm", destructive ? "text-white/90" : "text-cream-300")}>
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
