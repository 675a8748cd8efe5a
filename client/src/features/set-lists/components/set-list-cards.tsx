import type { SetListSummary } from "@shared/set-lists/set-list-dto";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { cn } from "@/lib/utils";
import { targetText } from "../lib/target-text";
import { TargetBadge } from "./target-badge";

/** The comedian's sets, each a button that opens it in the editor. */
export function SetListCards({
  sets,
  selectedId,
  onSelect,
}: {
  sets: readonly SetListSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Set lists">
      {sets.map((set) => {
        const status = targetText(set.estimatedSeconds, set.targetMinutes);
        return (
          <li key={set.id}>
            <button
              type="button"
              onClick={() => onSelect(set.id)}
              aria-current={set.id === selectedId ? "true" : undefined}
              className={cn(
                "flex w-full flex-col gap-1 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 text-left hover:border-spotlight-500/60 focus-visible:outline-2 focus-visible:outline-spotlight-400",
                set.id === selectedId && "border-spotlight-500",
              )}
            >
              <span className="truncate font-semibold text-cream-50">{set.name}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-cream-300">
                <span>{set.itemCount === 1 ? "1 bit" : `${set.itemCount} bits`}</span>
                <span className="tabular-nums">
                  {formatRunningTime(set.estimatedSeconds)} / {set.targetMinutes}:00
                </span>
                <TargetBadge status={status} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
