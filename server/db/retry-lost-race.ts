import { hasErrorCode } from "../domain/error-causes";
import { PG_ERROR } from "./postgres-errors";
/**
 * PostgreSQL's codes for a transaction it ended to break a deadlock or a serialization
 * conflict: nothing of it was kept, so the same work may simply run again.
 */
const LOST_RACE = new Set<string>([PG_ERROR.deadlockDetected, PG_ERROR.serializationFailure]);

/** Whether the error (or what it wraps) is a lost deadlock or serialization race. */
export function lostRace(error: unknown): boolean {
  return hasErrorCode(error, (code) => LOST_RACE.has(code));
}

/** How many times work that lost a race is run in all. */
export const RACE_TRIES = 3;

/**
 * Runs `work` (one transaction, or one statement on its own) again when the database ended
 * it to break a deadlock: two devices of one comedian writing the same rows in different
 * orders then both succeed, one after the other, instead of one answering 500. Only for work
 * whose every effect is in that transaction (no mail sent, no request body read inside it).
 */
export async function retryLostRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= RACE_TRIES || !lostRace(error)) throw error;
    }
  }
}
