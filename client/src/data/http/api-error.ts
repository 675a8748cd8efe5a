/** One field's complaint in a 400 answer, as the server's `validate` middleware words it. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A non-OK answer from the API. `message` is what a person may read: the server's
 * `{ message }`, else the body text (unless it is JSON without one), else the status text.
 * Network failures are not ApiErrors: they stay fetch's TypeError.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    /** The response body as received. */
    readonly body: string,
    readonly errors?: FieldError[],
    /** The server's own `{ message }`, when it sent one: for callers whose spec words the fallback. */
    readonly serverMessage?: string,
    /** The answer's ETag, when it had one (a 412 names the tag of what the resource is now). */
    readonly etag?: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === "string" && typeof value.message === "string";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a failed response's body once. Checked by hand rather than with zod: this runs in
 * the first-load bundle, and zod would add ~25 kB gzipped to it.
 */
export function toApiError(status: number, statusText: string, body: string, etag?: string): ApiError {
  const json = parseJson(body);
  const serverMessage = isRecord(json) && typeof json.message === "string" ? json.message.trim() : "";
  const errors = isRecord(json) && Array.isArray(json.errors) ? json.errors.filter(isFieldError) : undefined;
  // JSON without a message is no sentence for a person; plain text (a proxy's) is.
  const bodyText = json === undefined ? body.trim() : "";
  const message = serverMessage || bodyText || statusText || `Request failed with status ${status}`;
  return new ApiError(status, message, body, errors, serverMessage || undefined, etag);
}

/** What the server said about a failed request; undefined for a network failure or an answer without a message. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
