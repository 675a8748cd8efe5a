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
  const rest = text.replace(JOKE_PREFIX, "");
  const spaced = /\s+\/\s+/.exec(rest);
  const cut = spaced ? { at: spaced.index, length: spaced[0].length } : { at: rest.indexOf("/"), length: 1 };
  const [setup, punchline] =
    cut.at < 0 ? [rest, ""] : [rest.slice(0, cut.at), rest.slice(cut.at + cut.length)];
  const trimmedSetup = setup.trim();
  if (!trimmedSetup) return { kind: "format-help" };
  return { kind: "joke", setup: trimmedSetup, punchline: punchline.trim() };
}
