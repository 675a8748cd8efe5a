export interface FieldError {
  path: string;
  message: string;
}

/** The one error type routes and services throw for a 4xx answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** More of the answer's body, beside `message` (e.g. the id of what the request collided with). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** What the request refers to existed and is gone for good: a client should not retry. */
export const gone = (message: string) => new HttpError(410, message);
/** Understood, and refused as it stands (e.g. a key reused for another request). */
export const unprocessable = (message: string, details?: Record<string, unknown>) => new HttpError(422, message, undefined, undefined, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
