import type { Severity } from "@shared/error-logs/severities";
import { cn } from "@/lib/utils";

const tones: Record<Severity, string> = {
  critical: "bg-neon-600 text-white",
  high: "bg-neon-500/15 text-neon-300 ring-1 ring-neon-500/50",
  medium: "bg-spotlight-500/15 text-spotlight-300 ring-1 ring-spotlight-500/40",
  low: "bg-stage-700 text-cream-300",
};

export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase",
        tones[severity],
        className,
      )}
    >
      {severity}
    </span>
  );
}
