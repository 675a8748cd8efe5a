import { describe, expect, it } from "vitest";
import { updateProfileSchema } from "./profile-input";

describe("updateProfileSchema", () => {
  it("normalises keyword lists and strips control characters", () => {
    const parsed = updateProfileSchema.parse({ setupKeywords: [" scary", "Scary", "", "we\u0000ird"] });
    expect(parsed.setupKeywords).toEqual(["scary", "weird"]);
  });

  it("refuses a starter with an unknown placeholder, naming it", () => {
    const result = updateProfileSchema.safeParse({ sentenceStarters: ["I think {setup}", "Hey {name}"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["sentenceStarters", 1]);
    expect(result.error?.issues[0]?.message).toContain("{name}");
  });

  it("refuses an empty change, a blank location and a non-boolean toggle", () => {
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
    expect(updateProfileSchema.safeParse({ location: "  " }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ aiFeaturesEnabled: "yes" }).success).toBe(false);
  });

  it("drops userId and unknown keys", () => {
    expect(updateProfileSchema.parse({ location: "Austin", userId: 9, isAdmin: true })).toEqual({ location: "Austin" });
  });
});
