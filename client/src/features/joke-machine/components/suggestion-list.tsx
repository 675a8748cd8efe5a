import type { ReactNode } from "react";
import { CopyButton } from "@/components/copy-button";

interface SuggestionListProps {
  label: string;
  items: string[];
  /** An extra action for each item (e.g. use it as the idea). */
  action?: (item: string) => ReactNode;
}

/** The writing assistant's answers, shown as plain text, each with a copy button. */
export function SuggestionList({ label, items, action }: SuggestionListProps) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex items-start gap-2 rounded-xl border border-stage-700 bg-stage-950/60 py-2 pr-1 pl-3">
          <p className="flex-1 py-1.5 text-sm break-words whitespace-pre-wrap text-cream-100">{item}</p>
          {action?.(item)}
          <CopyButton text={item} label={`Copy: ${item}`} />
        </li>
      ))}
    </ul>
  );
}
