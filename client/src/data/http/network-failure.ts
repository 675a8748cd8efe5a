import { ApiError } from "./api-error";

/**
 * A request that got no answer at all (offline, connection dropped): fetch rejects with a
 * TypeError. An answer of any status is an `ApiError` instead.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * The server could not take the request: no answer at all, or 503 (its database is away).
 * Nothing was saved; a write is kept on the device and sent again later.
 */
export const isServerUnreachable = (error: unknown): boolean =>
  isNetworkFailure(error) || (error instanceof ApiError && error.status === 503);
