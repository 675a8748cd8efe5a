/**
 * The error and what it wraps (its `cause`, that one's cause…), outermost first: drizzle wraps
 * pg's error, pg wraps a socket's. At most `depth` deep, so a cycle cannot loop.
 */
export function* errorCauses(error: unknown, depth = 4): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = error, level = 0; e && level < depth; e = (e as { cause?: unknown }).cause, level++) {
    yield e;
  }
}

/** The first code (PostgreSQL's SQLSTATE, or Node's, such as ECONNREFUSED) in the error or what it wraps. */
export function errorCode(error: unknown): string | undefined {
  for (const e of errorCauses(error)) if (typeof e.code === "string") return e.code;
  return undefined;
}

/** Whether any code in the error or what it wraps passes `test`. */
export function hasErrorCode(error: unknown, test: (code: string) => boolean): boolean {
  for (const e of errorCauses(error)) if (typeof e.code === "string" && test(e.code)) return true;
  return false;
}

/** Whether any message in the error or what it wraps contains one of `parts`. */
export function hasErrorMessage(error: unknown, parts: readonly string[]): boolean {
  for (const e of errorCauses(error)) if (typeof e.message === "string" && parts.some((part) => (e.message as string).includes(part))) return true;
  return false;
}
