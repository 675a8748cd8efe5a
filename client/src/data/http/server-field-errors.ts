import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api-error";

/** The form-level error key: where a server message that names no field is shown. */
export const SERVER_ERROR = "root.server" as const;

/**
 * Puts a failed request's complaint next to what it is about: each field the server named
 * gets its message under it; anything else shows once above the submit button.
 */
export function showServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, never> | UseFormReturn<T>, error: Error): void {
  const fields = Object.keys(form.getValues());
  const named = error instanceof ApiError ? (error.errors ?? []).filter((e) => fields.includes(e.path)) : [];
  for (const { path, message } of named) form.setError(path as Path<T>, { type: "server", message });
  if (named.length === 0) form.setError(SERVER_ERROR, { type: "server", message: error.message });
}
