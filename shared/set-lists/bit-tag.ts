/** Words in a bit's tag on the printed set list card. */
export const TAG_WORDS = 5;
/** Characters a tag may run to before it is cut with an ellipsis. */
export const TAG_MAX = 32;

/**
 * The short tag a comedian writes on the card taped to the mic stand: the first few words of
 * the setup, enough to remember the bit by.
 */
export function bitTag(setup: string): string {
  const words = setup.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const tag = words.slice(0, TAG_WORDS).join(" ").replace(/[\s,;:.!?…-]+$/u, "");
  if (tag.length > TAG_MAX) return `${tag.slice(0, TAG_MAX - 1).trimEnd()}…`;
  return words.length > TAG_WORDS ? `${tag}…` : tag;
}
