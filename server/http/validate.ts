import type { z } from "zod";
import { type FieldProblem, invalid } from "../domain/domain-error";

export function fieldErrors(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** Parses a value with a schema or throws a 400 naming the fields. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input";
  throw invalid(message, errors);
}
