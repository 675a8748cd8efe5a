import { splitSetupPunchline } from "../sms/parse-sms";
import { cleanText } from "../validation/user-text";

export interface PlainTextJoke {
  setup: string;
  punchlines: string[];
}

/**
 * Jokes from plain text: one per paragraph (paragraphs part at a blank line). A paragraph's
 * first line is `setup / punchline`, split by the same rule as a texted joke; each further
 * line is another punchline.
 */
export function parsePlainTextJokes(text: string): PlainTextJoke[] {
  return cleanText(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n").map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map(([first = "", ...rest]) => {
      const { setup, punchline } = splitSetupPunchline(first);
      return { setup, punchlines: [punchline, ...rest].filter(Boolean) };
    })
    .filter((joke) => joke.setup !== "");
}
