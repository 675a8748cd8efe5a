/** The words a sentence starter may leave a gap for; the blender fills them in. */
export const starterPlaceholders = ["setup", "topic"] as const;
export type StarterPlaceholder = (typeof starterPlaceholders)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a starter uses that the blender cannot fill (e.g. `{name}`), each once. */
export function unknownPlaceholders(starter: string): string[] {
  const unknown = new Set<string>();
  for (const match of starter.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!(starterPlaceholders as readonly string[]).includes(name)) unknown.add(`{${name}}`);
  }
  return [...unknown];
}

/** The known placeholders a starter uses. */
export function placeholdersIn(starter: string): StarterPlaceholder[] {
  const used = new Set<StarterPlaceholder>();
  for (const match of starter.matchAll(PLACEHOLDER)) {
    const name = match[1] as StarterPlaceholder;
    if ((starterPlaceholders as readonly string[]).includes(name)) used.add(name);
  }
  return [...used];
}

/** Why a starter is refused, or null when the blender can use it. */
export function starterProblem(starter: string): string | null {
  const unknown = unknownPlaceholders(starter);
  if (unknown.length === 0) return null;
  return `"${starter}" uses ${unknown.join(", ")}: a sentence starter can only use {setup} and {topic}`;
}
