import { X } from "lucide-react";
import type { ReactNode } from "react";

/** The stage screen's top row: Exit (named `exitLabel`), then what the screen shows there. */
export function StageTopBar({ exitLabel, onExit, children }: { exitLabel: string; onExit: () => void; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 px-3 pt-3 sm:gap-3 sm:px-5">
      <button
        type="button"
        onClick={onExit}
        aria-label={exitLabel}
        className="flex h-11 items-center gap-1.5 rounded-full border border-white/20 px-3 text-sm font-semibold text-white/80 hover:border-white/50 hover:text-white focus-visible:outline-2 focus-visible:outline-spotlight-400"
      >
        <X aria-hidden className="size-5" />
        <span className="hidden sm:inline">Exit</span>
      </button>
      {children}
    </div>
  );
}
