import { hasErrorCode } from "../domain/error-causes";

/** The SQLSTATEs the app tells apart (PostgreSQL's appendix A). */
export const PG_ERROR = {
  uniqueViolation: "23505",
  /** A statement stopped by statement_timeout (or cancelled by an administrator). */
  queryCanceled: "57014",
  deadlockDetected: "40P01",
  serializationFailure: "40001",
  insufficientPrivilege: "42501",
} as const;

/** Whether the error, or what it wraps, is PostgreSQL's `code`. */
export const isPgError = (error: unknown, code: (typeof PG_ERROR)[keyof typeof PG_ERROR]): boolean =>
  hasErrorCode(error, (found) => found === code);

/** PostgreSQL's class 22 (data exception: a value it cannot store, such as a NUL byte or an integer out of range). */
export const isDataException = (error: unknown): boolean => hasErrorCode(error, (code) => code.startsWith("22"));
