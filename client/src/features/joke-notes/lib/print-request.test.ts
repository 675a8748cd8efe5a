import { describe, expect, it } from "vitest";
import { printSelectionSchema } from "@shared/joke-notes/list-page";
import { NOTHING_PICKED, printRequest } from "./print-request";

describe("printRequest", () => {
  it("asks for the picked ids in the list's sort", () => {
    const request = printRequest({ all: null, ids: new Set([3, 1]) }, "setup");
    expect(request).toEqual({ sort: "setup", ids: [3, 1] });
    expect(printSelectionSchema.parse(request)).toEqual(request);
  });

  it("after Select All asks for every note of the view but those taken out", () => {
    const picked = { all: { sort: "newest" as const, q: "dentist", statuses: ["idea" as const] }, count: 40, ids: new Set([7]) };
    const request = printRequest(picked, "oldest");
    expect(request).toEqual({ sort: "oldest", all: true, q: "dentist", status: ["idea"], exceptIds: [7] });
    expect(printSelectionSchema.parse(request)).toMatchObject({ all: true, exceptIds: [7] });
  });

  it("with nothing picked asks for no ids, which the server answers with no notes", () => {
    expect(printRequest(NOTHING_PICKED, "newest")).toEqual({ sort: "newest", ids: [] });
  });
});
