import { describe, expect, it } from "vitest";
import { lostRace, RACE_TRIES, retryLostRace } from "./retry-lost-race";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const wrapped = (code: string) => new Error("Failed query", { cause: pgError(code) });

describe("retryLostRace", () => {
  it("knows a deadlock and a serialization failure, bare or wrapped, and nothing else", () => {
    expect(lostRace(pgError("40P01"))).toBe(true);
    expect(lostRace(wrapped("40001"))).toBe(true);
    expect(lostRace(wrapped("23505"))).toBe(false);
    expect(lostRace(new Error("boom"))).toBe(false);
    expect(lostRace(undefined)).toBe(false);
  });

  it("runs the work again after a lost race and answers what the next run gives", async () => {
    let runs = 0;
    const answer = await retryLostRace(() => {
      runs += 1;
      return runs === 1 ? Promise.reject(wrapped("40P01")) : Promise.resolve("saved");
    });
    expect([answer, runs]).toEqual(["saved", 2]);
  });

  it(`gives up after ${RACE_TRIES} runs, and never runs again for any other failure`, async () => {
    let runs = 0;
    await expect(
      retryLostRace(() => {
        runs += 1;
        return Promise.reject(wrapped("40P01"));
      }),
    ).rejects.toThrow("Failed query");
    expect(runs).toBe(RACE_TRIES);
    runs = 0;
    await expect(
      retryLostRace(() => {
        runs += 1;
        return Promise.reject(wrapped("23505"));
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
