/**
 * What a service says went wrong, in the domain's words. Services throw these; only the HTTP
 * layer (server/http/error-handler.ts) turns a kind into a status.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "stale"
  | "gone"
  | "too-large"
  | "unsupported-type"
  | "refused"
  | "limit-reached"
  | "cancelled"
  | "upstream-failed"
  | "unavailable"
  | "upstream-timeout";

/** One field's complaint, named by its path in the input. */
export interface FieldProblem {
  path: string;
  message: string;
}

export interface DomainErrorExtras {
  fields?: FieldProblem[];
  /** More for the caller beside the message (e.g. the id of what the request collided with). */
  details?: Record<string, unknown>;
  /** For a limit: when trying again makes sense. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly extras: DomainErrorExtras = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string, fields?: FieldProblem[]) => new DomainError("invalid", message, { fields });
export const unauthenticated = (message = "Please sign in to continue.") => new DomainError("unauthenticated", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not-found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
/** The caller changed something from an old copy: `details` carries it as it is now. */
export const stale = (message: string, details: Record<string, unknown>) => new DomainError("stale", message, { details });
/** What the request refers to existed and is gone for good: a client should not retry. */
export const gone = (message: string) => new DomainError("gone", message);
export const tooLarge = (message: string) => new DomainError("too-large", message);
export const unsupportedType = (message: string) => new DomainError("unsupported-type", message);
/** Understood, and refused as it stands (e.g. a key reused for another request). */
export const refused = (message: string, details?: Record<string, unknown>) => new DomainError("refused", message, { details });
export const limitReached = (message: string, retryAfterSeconds: number) => new DomainError("limit-reached", message, { retryAfterSeconds });
/** The caller gave up waiting; nobody reads the answer. */
export const cancelled = (message: string) => new DomainError("cancelled", message);
/** An outside service (mail, SMS, payments, a feed, the AI model) failed or refused. */
export const upstreamFailed = (message: string) => new DomainError("upstream-failed", message);
/** Something the site needs is not set up or not reachable now. */
export const unavailable = (message: string) => new DomainError("unavailable", message);
export const upstreamTimeout = (message: string) => new DomainError("upstream-timeout", message);
