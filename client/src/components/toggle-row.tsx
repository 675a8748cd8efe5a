import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

interface ToggleRowProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch (role="switch") with a line of explanation. */
export function ToggleRow({ label, description, checked, disabled, onChange }: ToggleRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-cream-50">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-cream-300">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="group flex h-11 w-16 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400 disabled:opacity-55"
      >
        <span
          className={cn(
            "flex h-7 w-12 items-center rounded-full p-0.5 ring-1 transition-colors",
            checked ? "bg-spotlight-500 ring-spotlight-400" : "bg-stage-700 ring-stage-500",
          )}
        >
          <span
            className={cn(
              "size-6 rounded-full bg-cream-50 shadow transition-transform",
              checked ? "translate-x-5" : "translate-x-0",
            )}
          />
        </span>
      </button>
    </div>
  );
}
