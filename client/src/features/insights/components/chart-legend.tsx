import type { ReactNode } from "react";

/** A chart's legend: each mark drawn small, with its words (the marks differ in shape or pattern, not colour alone). */
export function ChartLegend({ label, items }: { label: string; items: { key: string; swatch: ReactNode; text: string }[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-cream-300">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <svg aria-hidden width={18} height={12} viewBox="0 0 18 12">
            {item.swatch}
          </svg>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
