import type { ReactNode } from "react";
import { Label } from "./label";

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** Label, control, optional hint and error. Give the control `aria-describedby={fieldHintId(id)}` when a hint or error shows. */
export function FormField({ id, label, hint, error, action, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
      {(error ?? hint) && (
        <p id={fieldHintId(id)} className={error ? "text-sm text-neon-300" : "text-xs text-cream-400"}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}
