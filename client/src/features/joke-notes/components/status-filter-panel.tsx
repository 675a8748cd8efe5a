import { statusGroups, statusLabels, type StatusClass } from "@shared/joke-notes/stages";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";

interface StatusFilterPanelProps {
  enabled: ReadonlySet<StatusClass>;
  counts: ReadonlyMap<StatusClass, number>;
  onToggle: (status: StatusClass, on: boolean) => void;
  onSelectAll: () => void;
  onClearAll: () => void;
}

/** "Filter by Joke Lab Status": one checkbox per status, grouped as on the Joke Lab board. */
export function StatusFilterPanel({ enabled, counts, onToggle, onSelectAll, onClearAll }: StatusFilterPanelProps) {
  return (
    <section
      aria-labelledby="joke-status-filter-title"
      className="rounded-2xl border border-stage-700 bg-stage-900/85 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="joke-status-filter-title" className="font-display text-2xl tracking-wide text-cream-50">
          Filter by Joke Lab Status
        </h2>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onSelectAll}>
            Select All
          </Button>
          <Button size="sm" variant="ghost" onClick={onClearAll}>
            Clear All
          </Button>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {statusGroups.map((group) => (
          <fieldset key={group.title} className="rounded-xl border border-stage-700 bg-stage-950/50 p-3">
            <legend className="px-1 text-xs font-semibold tracking-[0.15em] text-spotlight-400 uppercase">
              {group.title}
            </legend>
            <ul className="grid gap-2">
              {group.classes.map((status) => {
                const id = `joke-status-${status}`;
                return (
                  <li key={status} className="flex items-center gap-2.5">
                    <Checkbox
                      id={id}
                      checked={enabled.has(status)}
                      onCheckedChange={(checked) => onToggle(status, checked === true)}
                    />
                    <label htmlFor={id} className="flex flex-1 cursor-pointer items-center justify-between gap-2 text-sm text-cream-100">
                      {statusLabels[status]}
                      <span className="text-xs tabular-nums text-cream-400">({counts.get(status) ?? 0})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
