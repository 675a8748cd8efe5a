/** The joke-notes list query, shared by every feature that reads the list. */
export * from "@/lib/joke-notes-query";
