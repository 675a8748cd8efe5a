import { describe, expect, it } from "vitest";
import { fingerprintSource } from "./fingerprint";

const stack = (line: string) => `Error: boom\n    ${line}\n    at next (express/router.js:1:1)`;

describe("fingerprintSource", () => {
  it("treats messages that differ only in numbers, ids or quoted values as one error", () => {
    expect(fingerprintSource("Joke note 17 not found")).toBe(fingerprintSource("Joke note 942 not found"));
    expect(fingerprintSource('No user "ann@x.com"')).toBe(fingerprintSource('No user "bob@y.org"'));
    expect(fingerprintSource("session 9f8e7d6c5b4a failed")).toBe(fingerprintSource("session 0a1b2c3d4e5f failed"));
  });

  it("tells different messages apart", () => {
    expect(fingerprintSource("Database down")).not.toBe(fingerprintSource("Mail server down"));
  });

  it("uses the first stack frame, without its line and column", () => {
    const a = fingerprintSource("boom", stack("at save (server/notes.ts:10:5)"));
    expect(a).toBe(fingerprintSource("boom", stack("at save (server/notes.ts:99:12)")));
    expect(a).not.toBe(fingerprintSource("boom", stack("at load (server/notes.ts:10:5)")));
  });

  it("reads browser stacks too", () => {
    expect(fingerprintSource("x", "render@https://app/assets/index-abc.js?v=1:1:200")).toBe(
      fingerprintSource("x", "render@https://app/assets/index-abc.js?v=2:1:999"),
    );
  });
});
