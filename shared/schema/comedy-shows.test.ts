import { getTableColumns } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { comedyShowSchema, type ComedyShow } from "../comedy-shows/comedy-show-dto";
import { comedyShows } from "./comedy-shows";

describe("comedy show DTO", () => {
  it("has exactly the table's columns but the import's UID, so the browser's type cannot drift from the rows", () => {
    // The types are compared by `tsc` (npm run typecheck), the field names here.
    expectTypeOf<ComedyShow>().toEqualTypeOf<Omit<typeof comedyShows.$inferSelect, "importUid">>();
    const columns = Object.keys(getTableColumns(comedyShows)).filter((name) => name !== "importUid");
    expect(Object.keys(comedyShowSchema.shape).sort()).toEqual(columns.sort());
  });
});
