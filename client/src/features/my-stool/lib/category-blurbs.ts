import type { PerformCategory } from "@shared/joke-notes/perform-set";

/** One line under each set's name (the spec's "main stage material" for My Stool). */
export const categoryBlurbs: Record<PerformCategory, string> = {
  my_stool: "Main stage material",
  open_mic: "Material for open mic nights",
  main: "Performance-ready material",
};
