import { cleanText } from "../validation/user-text";

export const TAG_MAX = 40;
export const TAGS_MAX = 20;

/**
 * Tags as a person types them: each entry (one text, or a list) split on commas, cleaned and
 * trimmed, empty ones dropped, and a tag repeated in another case kept once (the first).
 */
export function splitTags(input: string | readonly string[]): string[] {
  const entries = typeof input === "string" ? [input] : input;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of entries) {
    for (const part of entry.split(",")) {
      const tag = cleanText(part).replace(/\s+/g, " ").trim();
      const key = tag.toLocaleLowerCase();
      if (tag === "" || seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** The tags back as the form's one text field shows them. */
export const joinTags = (tags: readonly string[]): string => tags.join(", ");
