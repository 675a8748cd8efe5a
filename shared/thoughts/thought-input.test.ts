import { describe, expect, it } from "vitest";
import { createCategorySchema, updateCategorySchema } from "./category-input";
import { createThoughtSchema, updateThoughtSchema } from "./thought-input";

describe("createThoughtSchema", () => {
  it("trims content and splits tags typed as text", () => {
    expect(createThoughtSchema.parse({ categoryId: 3, content: "  a thought ", tags: "a, ,b", userId: 9 })).toEqual({
      categoryId: 3,
      content: "a thought",
      tags: ["a", "b"],
    });
  });

  it("takes a tag list, and no tags at all", () => {
    expect(createThoughtSchema.parse({ categoryId: 3, content: "x", tags: [" a ", "b,c", ""] }).tags).toEqual(["a", "b", "c"]);
    expect(createThoughtSchema.parse({ categoryId: 3, content: "x" }).tags).toEqual([]);
  });

  it("asks for content and a category", () => {
    expect(createThoughtSchema.safeParse({ categoryId: 3, content: " \n " }).error?.issues[0]?.message).toBe("Content is required");
    expect(createThoughtSchema.safeParse({ content: "x" }).error?.issues[0]?.message).toBe("Pick a category");
    expect(createThoughtSchema.safeParse({ categoryId: "3", content: "x" }).success).toBe(false);
    expect(createThoughtSchema.safeParse({ categoryId: 2 ** 31, content: "x" }).success).toBe(false);
    expect(createThoughtSchema.safeParse({ categoryId: 1, content: "x", tags: 5 }).success).toBe(false);
  });

  it("caps the number and length of tags", () => {
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(",");
    expect(createThoughtSchema.safeParse({ categoryId: 1, content: "x", tags: many }).success).toBe(false);
    expect(createThoughtSchema.safeParse({ categoryId: 1, content: "x", tags: "x".repeat(41) }).success).toBe(false);
  });
});

describe("updateThoughtSchema", () => {
  it("takes any one field, and refuses none", () => {
    expect(updateThoughtSchema.parse({ isFavorite: true })).toEqual({ isFavorite: true });
    expect(updateThoughtSchema.parse({ tags: "" })).toEqual({ tags: [] });
    expect(updateThoughtSchema.safeParse({}).success).toBe(false);
    expect(updateThoughtSchema.safeParse({ isFavorite: "yes" }).success).toBe(false);
  });
});

describe("category schemas", () => {
  it("defaults the colour and upper-cases a preset", () => {
    expect(createCategorySchema.parse({ name: " Family " })).toEqual({ name: "Family", color: "#3B82F6" });
    expect(createCategorySchema.parse({ name: "x", color: "#ef4444", description: "  ", sortOrder: 99 })).toEqual({
      name: "x",
      color: "#EF4444",
      description: null,
    });
  });

  it("refuses a colour outside the presets and a blank name", () => {
    expect(createCategorySchema.safeParse({ name: "x", color: "#123456" }).error?.issues[0]?.message).toBe(
      "Color must be one of the ten preset colours",
    );
    expect(createCategorySchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe("Name is required");
  });

  it("updates any one field, and refuses none", () => {
    expect(updateCategorySchema.parse({ color: "#22c55e" })).toEqual({ color: "#22C55E" });
    expect(updateCategorySchema.safeParse({}).success).toBe(false);
    expect(updateCategorySchema.safeParse({ name: "" }).success).toBe(false);
  });
});

it("names the tags field itself when one tag is too long", () => {
  const issue = createThoughtSchema.safeParse({ categoryId: 1, content: "x", tags: `ok, ${"x".repeat(41)}` }).error?.issues[0];
  expect(issue?.path).toEqual(["tags"]);
  expect(issue?.message).toBe("Each tag must be at most 40 characters");
});
