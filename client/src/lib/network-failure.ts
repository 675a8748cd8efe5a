/**
 * A request that got no answer at all (offline, connection dropped): fetch rejects with a
 * TypeError. An answer of any status is an `ApiError` instead.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;
