import { describe, expect, it } from "vitest";
import type { ApiRoute } from "@shared/api/route";
import type { RouteRef } from "./endpoint";
import { isKeyOf, queryKeyOf } from "./query-key";

const route = <P extends `/api${string}`>(path: P) =>
  ({ method: "GET", path }) as RouteRef<{ method: "GET"; path: P; summary: ""; access: "user"; responses: { 200: null } }>;

describe("queryKeyOf", () => {
  it("keys a path without params by the path alone", () => {
    expect(queryKeyOf(route("/api/joke-notes"))).toEqual(["/api/joke-notes"]);
    expect(queryKeyOf(route("/api/joke-notes/page"))).toEqual(["/api/joke-notes/page"]);
  });

  it("puts each param and each later segment after the path's fixed start", () => {
    expect(queryKeyOf(route("/api/joke-notes/:id"), { params: { id: 7 } })).toEqual(["/api/joke-notes", 7]);
    expect(queryKeyOf(route("/api/joke-notes/:id/performances"), { params: { id: 7 } })).toEqual(["/api/joke-notes", 7, "performances"]);
  });

  it("ends with the query's defined fields, and leaves an empty query out", () => {
    const insights = { method: "GET", path: "/api/insights" } as RouteRef<ApiRoute & { path: "/api/insights"; query: never }>;
    expect(queryKeyOf(insights, { query: { range: "30d", tz: "UTC" } } as never)).toEqual(["/api/insights", { range: "30d", tz: "UTC" }]);
    expect(queryKeyOf(insights, { query: { severity: undefined } } as never)).toEqual(["/api/insights"]);
  });

  it("refuses a key missing a param", () => {
    expect(() => queryKeyOf(route("/api/joke-notes/:id"), { params: {} } as never)).toThrow("needs its id");
  });
});

describe("isKeyOf", () => {
  const performances = route("/api/joke-notes/:id/performances");
  it("matches the route's keys whatever their params", () => {
    expect(isKeyOf(performances, ["/api/joke-notes", 7, "performances"])).toBe(true);
    expect(isKeyOf(performances, ["/api/joke-notes", 12, "performances"])).toBe(true);
  });
  it("does not match another route's keys", () => {
    expect(isKeyOf(performances, ["/api/joke-notes", 7])).toBe(false);
    expect(isKeyOf(performances, ["/api/joke-notes", 7, "versions"])).toBe(false);
    expect(isKeyOf(performances, ["/api/set-lists", 7, "performances"])).toBe(false);
  });
});
