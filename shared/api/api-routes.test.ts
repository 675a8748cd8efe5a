import { describe, expect, it } from "vitest";
import { apiRouteGroups, apiRoutes } from "./index";

describe("apiRoutes", () => {
  it("holds every route of every group once, as the typed test clients name them", () => {
    const grouped = apiRouteGroups.flatMap((group): unknown[] => Object.values(group.routes));
    const named = Object.values(apiRoutes).flatMap((routes): unknown[] => Object.values(routes));
    expect(new Set(named)).toEqual(new Set(grouped));
    expect(named).toHaveLength(grouped.length);
  });
});
