import { useSyncExternalStore } from "react";

/** Chromium's install event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

/** Call once at start-up: the browser fires the event early, often before any page mounts. */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => set(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `install` is null when the browser offers no install prompt. */
export function useInstallPrompt(): { install: (() => Promise<void>) | null } {
  const event = useSyncExternalStore(subscribe, () => deferred);
  if (!event) return { install: null };
  return {
    install: async () => {
      await event.prompt();
      set(null);
    },
  };
}

export function isRunningInstalled(): boolean {
  return window.matchMedia("(display-mode: standalone)").matches;
}
