import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldHintId } from "./form-field";
import { Input } from "./input";

interface EmailFieldProps {
  id: string;
  label?: string;
  hint?: string;
  error?: string;
  action?: ReactNode;
  /** What react-hook-form's `register` returns for the field. */
  registration: UseFormRegisterReturn;
}

/** A labelled, required email address input with its hint or error. */
export function EmailField({ id, label = "Email", hint, error, action, registration }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} action={action}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        aria-describedby={(error ?? hint) ? fieldHintId(id) : undefined}
        {...registration}
      />
    </FormField>
  );
}
