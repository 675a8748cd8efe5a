import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, importSizeProblem, PLAIN_TEXT_IMPORT_MAX_BYTES } from "./import-limits";

describe("importSizeProblem", () => {
  it("lets an export file up to 1 GB and plain text up to 30 MB through, and names the limit past them", () => {
    expect(importSizeProblem(IMPORT_MAX_BYTES, true)).toBeUndefined();
    expect(importSizeProblem(IMPORT_MAX_BYTES + 1, true)).toBe("The file is too large (the limit is 1 GB).");
    expect(importSizeProblem(PLAIN_TEXT_IMPORT_MAX_BYTES, false)).toBeUndefined();
    expect(importSizeProblem(PLAIN_TEXT_IMPORT_MAX_BYTES + 1, false)).toBe("The text is too large (the limit is 30 MB).");
    // A 31 MB export, too large before, goes through.
    expect(importSizeProblem(31 * 1024 * 1024, true)).toBeUndefined();
  });
});
