/** A category's colour when none is picked. */
export const defaultThoughtColor = "#3B82F6";

/**
 * The ten colours the category picker offers, and the only ones a category may have (the
 * database checks it too). Stored upper-case; the names are what a screen reader says.
 */
export const thoughtColors = [
  { value: "#3B82F6", name: "Blue" },
  { value: "#EF4444", name: "Red" },
  { value: "#F97316", name: "Orange" },
  { value: "#EAB308", name: "Yellow" },
  { value: "#22C55E", name: "Green" },
  { value: "#14B8A6", name: "Teal" },
  { value: "#06B6D4", name: "Cyan" },
  { value: "#8B5CF6", name: "Violet" },
  { value: "#EC4899", name: "Pink" },
  { value: "#6B7280", name: "Gray" },
] as const;

export type ThoughtColor = (typeof thoughtColors)[number]["value"];

export const thoughtColorValues = thoughtColors.map((color) => color.value) as [ThoughtColor, ...ThoughtColor[]];

/** The picker's name for a stored colour. */
export const thoughtColorName = (value: string): string =>
  thoughtColors.find((color) => color.value === value.toUpperCase())?.name ?? "Custom";
