import { createHash } from "node:crypto";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { HttpError } from "../../http/http-error";

/** A strong ETag of a note as answered: any change of any field of it changes the tag. */
export function etagOf(note: JokeNote): string {
  return `"${createHash("sha256").update(JSON.stringify(note)).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-Match header lets a write to this note go through (RFC 9110: strong comparison; `*` matches any). */
export function ifMatchHolds(ifMatch: string | undefined, note: JokeNote): boolean {
  if (ifMatch === undefined) return true;
  const tags = ifMatch.split(",").map((tag) => tag.trim());
  return tags.includes("*") || tags.includes(etagOf(note));
}

/** 412: the note changed since the client read it. The answer carries it as it is now, and its tag. */
export const changedSince = (current: JokeNote) =>
  new HttpError(
    412,
    "This joke note was changed elsewhere since you opened it. Nothing was saved; here is the note as it is now.",
    undefined,
    { ETag: etagOf(current) },
    { note: current },
  );
