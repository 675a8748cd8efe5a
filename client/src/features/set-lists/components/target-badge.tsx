import { cn } from "@/lib/utils";

/** Over, under or on target, in words (colour only repeats them). */
export function TargetBadge({ status }: { status: { text: string; kind: "over" | "under" | "on" } }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-semibold",
        status.kind === "over" && "bg-neon-600/25 text-neon-300",
        status.kind === "under" && "bg-stage-700 text-cream-200",
        status.kind === "on" && "bg-spotlight-500/20 text-spotlight-200",
      )}
    >
      {status.text}
    </span>
  );
}
