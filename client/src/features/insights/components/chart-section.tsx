import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { WhenNear } from "@/components/when-near";

interface ChartSectionProps {
  title: string;
  /** The chart in one sentence: a screen reader's first answer, and everyone's. */
  summary: string;
  /** Drawn for the eye (aria-hidden inside); its numbers are in the table. */
  chart?: ReactNode;
  /** About the chart's height in px: its place until it comes near the viewport (WhenNear). */
  chartHeight?: number;
  /** The chart's numbers, one click away. */
  table?: ReactNode;
  /** Shown instead of the chart when there is nothing to draw: what would fill it. */
  empty?: ReactNode;
  children?: ReactNode;
}

/** A card with a chart, its summary sentence and its table behind a "Show as a table" button. */
export function ChartSection({ title, summary, chart, chartHeight = 240, table, empty, children }: ChartSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          <p className="text-sm text-cream-300">{summary}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {children}
          {empty ?? (
            <>
              {chart && <WhenNear height={chartHeight}>{chart}</WhenNear>}
              {table && (
                <div className="flex flex-col gap-3">
                  <Button variant="outline" size="sm" className="self-start" aria-expanded={open} aria-controls={`${id}-table`} onClick={() => setOpen(!open)}>
                    {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
                    {open ? "Hide the table" : "Show as a table"}
                  </Button>
                  <div id={`${id}-table`} hidden={!open}>
                    {open && table}
                  </div>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** A table that scrolls sideways on a narrow screen (focusable, so a keyboard can scroll it too). */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-stage-700 focus-visible:outline-2 focus-visible:outline-spotlight-400">
      <table className="w-full min-w-max border-collapse text-left text-sm lg:min-w-0">{children}</table>
    </div>
  );
}

export const th = "border-b border-stage-700 bg-stage-800 px-3 py-2 font-semibold text-cream-100";
export const td = "border-b border-stage-800 px-3 py-2 text-cream-200 tabular-nums";

/** Something to do when a chart has nothing to draw. */
export function EmptyChart({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-stage-600 px-4 py-8 text-center text-cream-300">{children}</p>;
}
