import { describe, expect, it } from "vitest";
import { reportGate, toCrashReport } from "./crash-report";

describe("toCrashReport", () => {
  it("reads an Error, names its type and keeps its stack", () => {
    const error = new TypeError("x is undefined");
    const report = toCrashReport("error", error, "http://app/joke-notes");
    expect(report).toMatchObject({ kind: "error", message: "TypeError: x is undefined", url: "http://app/joke-notes" });
    expect(report?.stack).toContain("x is undefined");
  });

  it("reads whatever else was thrown or rejected", () => {
    expect(toCrashReport("unhandledrejection", "nope", "u")?.message).toBe("nope");
    expect(toCrashReport("unhandledrejection", { code: 7 }, "u")?.message).toBe('{"code":7}');
    expect(toCrashReport("unhandledrejection", undefined, "u")?.message).toBe("undefined");
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(toCrashReport("unhandledrejection", circular, "u")?.message).toBe("[object Object]");
  });

  it("caps long fields and skips browser noise", () => {
    expect(toCrashReport("error", "x".repeat(5000), "u")?.message).toHaveLength(1000);
    expect(toCrashReport("error", new Error("ResizeObserver loop completed with undelivered notifications."), "u")).toBeNull();
    expect(toCrashReport("error", "Script error.", "u")).toBeNull();
  });

  it("carries the component stack of a boundary crash", () => {
    expect(toCrashReport("boundary", new Error("boom"), "u", "at Row\nat List")?.componentStack).toBe("at Row\nat List");
  });
});

describe("reportGate", () => {
  it("sends each distinct crash once, and at most the page's share", () => {
    const pass = reportGate(2);
    const a = { kind: "error" as const, message: "a" };
    expect(pass(a)).toBe(true);
    expect(pass(a)).toBe(false);
    expect(pass({ ...a, message: "b" })).toBe(true);
    expect(pass({ ...a, message: "c" })).toBe(false);
  });
});
