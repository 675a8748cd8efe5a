import { beforeEach, describe, expect, it } from "vitest";
import { forgetJustJoined, isJustJoined, markJustJoined } from "./just-joined";

/** The tab's session storage, as a Map (unit tests run in Node). */
beforeEach(() => {
  const items = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
});

describe("just joined", () => {
  it("holds from sign-up until the greeting has been shown", () => {
    expect(isJustJoined()).toBe(false);
    markJustJoined();
    expect(isJustJoined()).toBe(true);
    expect(isJustJoined()).toBe(true);
    forgetJustJoined();
    expect(isJustJoined()).toBe(false);
  });

  it("says false when storage is refused", () => {
    globalThis.sessionStorage = {
      getItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(isJustJoined()).toBe(false);
  });
});
