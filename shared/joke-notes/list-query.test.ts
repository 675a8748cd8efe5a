import { describe, expect, it } from "vitest";
import { listQueryString } from "./list-query";
import { allStatusClasses } from "./stages";

describe("listQueryString", () => {
  it("is empty when nothing narrows the list", () => {
    expect(listQueryString({})).toBe("");
    expect(listQueryString({ q: "   ", cursor: null })).toBe("");
  });

  it("sends sort, trimmed search, cursor and limit", () => {
    expect(listQueryString({ sort: "oldest", q: "  landlord ", cursor: "abc", limit: 5 })).toBe("?sort=oldest&q=landlord&cursor=abc&limit=5");
  });

  it("sends statuses only when they narrow the list", () => {
    expect(listQueryString({ status: ["idea", "main"] })).toBe("?status=idea%2Cmain");
    expect(listQueryString({ status: [] })).toBe("?status=");
    expect(listQueryString({ status: allStatusClasses })).toBe("");
  });
});
