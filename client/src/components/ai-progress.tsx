import { LoaderCircle, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown while the writing assistant works: what it is doing, and a way to stop waiting. */
export function AiProgress({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-spotlight-500/40 bg-stage-950/60 px-4 py-3"
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin text-spotlight-400 motion-reduce:animate-none" />
      <span className="flex-1 text-sm text-cream-200">{label}</span>
      <Button variant="outline" size="sm" className="pointer-coarse:h-11" onClick={onCancel}>
        <X aria-hidden />
        Cancel
      </Button>
    </div>
  );
}
