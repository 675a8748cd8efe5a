/**
 * What makes two errors "the same" for grouping and alert throttling: the message with its
 * numbers, ids and quoted values blanked out, plus the first line of the stack that names a
 * place in the code. "Joke note 17 not found" and "Joke note 942 not found" are one error.
 */
export function fingerprintSource(message: string, stack?: string | null): string {
  const normalised = message
    .replace(/"[^"]*"|'[^']*'/g, "<value>")
    .replace(/\b[0-9a-f]{8,}\b/gi, "<hex>")
    .replace(/\d+/g, "<n>")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
  const frame =
    (stack ?? "")
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith("at ") || line.includes("@")) ?? "";
  // Line and column numbers move with every build; the function and file stay.
  return `${normalised}|${frame.replace(/:\d+(:\d+)?\)?$/, "").replace(/\?[^\s)]*/, "")}`;
}
