import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, neverReachedDatabase } from "./availability";

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
/** As drizzle hands pg's error on: wrapped, with the original as its cause. */
const wrapped = (cause: Error) => new Error("Failed query: insert into ...", { cause });

describe("a database that cannot be reached", () => {
  it("never reached it when no connection could be made: refused, not up yet, or no free place in the pool in time", () => {
    for (const error of [
      coded("ECONNREFUSED"),
      coded("57P03", "the database system is starting up"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated due to connection timeout"),
      wrapped(coded("ECONNREFUSED")),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(neverReachedDatabase(error), error.message).toBe(true);
    }
  });

  it("may have been reached when a statement was cut off on its way: a connection ended or reset mid-request, or the server shut down under it", () => {
    for (const error of [
      new Error("Connection terminated unexpectedly"),
      coded("ECONNRESET"),
      coded("57P01", "terminating connection due to administrator command"),
      wrapped(new Error("Connection terminated unexpectedly")),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(neverReachedDatabase(error), error.message).toBe(false);
    }
  });
});
