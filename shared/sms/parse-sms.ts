export type SmsCommand =
  | { kind: "joke"; setup: string; punchline: string }
  | { kind: "help" }
  | { kind: "format-help" }
  | { kind: "unknown" };

const JOKE_PREFIX = /^joke\s*:/i;

/**
 * Reads a texted message. `joke: setup / punchline` saves a joke: the keyword is
 * case-insensitive; the setup and punchline split at the first slash with white space
 * around it when there is one, else at the first slash; both are trimmed; no slash means
 * a setup only. An empty setup gets the format help; `help` the command list.
 */
export function parseSms(body: string | null | undefined): SmsCommand {
  const text = (body ?? "").trim();
  if (/^help$/i.test(text)) return { kind: "help" };
  if (!JOKE_PREFIX.test(text)) return { kind: "unknown" };
  const { setup, punchline } = splitSetupPunchline(text.replace(JOKE_PREFIX, ""));
  if (!setup) return { kind: "format-help" };
  return { kind: "joke", setup, punchline };
}

/**
 * `setup / punchline`: split at the first slash with white space around it when there is
 * one, else at the first slash; both trimmed; no slash means a setup only (punchline "").
 */
export function splitSetupPunchline(line: string): { setup: string; punchline: string } {
  const spaced = /\s+\/\s+/.exec(line);
  const cut = spaced ? { at: spaced.index, length: spaced[0].length } : { at: line.indexOf("/"), length: 1 };
  const [setup, punchline] = cut.at < 0 ? [line, ""] : [line.slice(0, cut.at), line.slice(cut.at + cut.length)];
  return { setup: setup.trim(), punchline: punchline.trim() };
}
