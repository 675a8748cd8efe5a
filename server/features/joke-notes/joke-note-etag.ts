import { createHash } from "node:crypto";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { DomainError, stale } from "../../domain/domain-error";

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

/** The note changed since the client read it: the refusal carries it as it is now. */
export const changedSince = (current: JokeNote) =>
  stale("This joke note was changed elsewhere since you opened it. Nothing was saved; here is the note as it is now.", { note: current });

/** The note a "changed since" refusal carries, so the answer can name its tag. */
export function noteOfStaleWrite(error: unknown): JokeNote | undefined {
  if (!(error instanceof DomainError) || error.kind !== "stale") return undefined;
  return error.extras.details?.note as JokeNote | undefined;
}
