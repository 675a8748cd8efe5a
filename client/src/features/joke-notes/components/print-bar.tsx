import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

interface PrintBarProps {
  selectedCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  onPrint: () => void;
  onCancel: () => void;
}

const NONE_PICKED_ID = "print-none-picked";

/** Print mode's controls: pick rows with their checkboxes, then print them. */
export function PrintBar({ selectedCount, onSelectAll, onClear, onPrint, onCancel }: PrintBarProps) {
  return (
    <section
      aria-label="Print selection"
      className="flex flex-wrap items-center gap-1.5 rounded-2xl border border-spotlight-500/40 bg-spotlight-500/10 p-3 sm:p-4"
    >
      <p className="w-full text-sm text-cream-100 sm:mr-auto sm:w-auto">
        <Printer aria-hidden className="mr-2 inline size-4 text-spotlight-400" />
        Choose the jokes to print.
      </p>
      <Button size="sm" variant="outline" className="px-2.5 sm:px-3" onClick={onSelectAll}>
        Select All
      </Button>
      <Button size="sm" variant="outline" className="px-2.5 sm:px-3" onClick={onClear}>
        Clear
      </Button>
      {/* Print (0) stays focusable and answers a press with why; the reason also shows beside it. */}
      <Button
        size="sm"
        className="px-2.5 aria-disabled:opacity-55 sm:px-3"
        onClick={onPrint}
        aria-disabled={selectedCount === 0 || undefined}
        aria-describedby={selectedCount === 0 ? NONE_PICKED_ID : undefined}
      >
        Print ({selectedCount})
      </Button>
      <Button size="sm" variant="ghost" className="px-2.5 sm:px-3" onClick={onCancel}>
        Cancel
      </Button>
      {selectedCount === 0 && (
        <p id={NONE_PICKED_ID} className="w-full text-sm text-cream-300">
          Please select at least one joke note to print.
        </p>
      )}
    </section>
  );
}
