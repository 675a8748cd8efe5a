import type { TranscriptWord } from "./align-transcript";

/** A joke note's next draft, proposed from how the bit was performed. */
export interface PerformedDraft {
  setup: string;
  punchlines: string[];
}

/** A line of the performance: a sentence, ended by the word that ends with . ? ! or … */
interface Line {
  from: number;
  to: number;
}

const endsSentence = (word: string) => /[.?!…]["'”’)]*$/.test(word);

function linesOf(words: readonly TranscriptWord[], from: number, to: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  for (let i = from; i < to; i++) {
    if (endsSentence(words[i]!.text) || i === to - 1) {
      lines.push({ from: start, to: i + 1 });
      start = i + 1;
    }
  }
  return lines;
}

const textOf = (words: readonly TranscriptWord[], from: number, to: number) =>
  words
    .slice(from, to)
    .map((w) => w.text)
    .join(" ");

/**
 * "Keep what I said": the laughs mark the punchlines. The words before the first laugh's line
 * are the setup; each line a laugh followed becomes a punchline (the first the punchline, the
 * rest its tags), with the lines said between it and the laugh line before it. Lines after the
 * last laugh got none and are left out (the comedian edits the proposal before saving). With no
 * laugh, everything said is the setup. `from`/`to`: the bit's words in the transcript;
 * `laughsAfter`: indexes of the words laughs followed.
 */
export function proposePerformedDraft(words: readonly TranscriptWord[], from: number, to: number, laughsAfter: readonly number[]): PerformedDraft {
  const lines = linesOf(words, from, to);
  const laughLines = lines.filter((line) => laughsAfter.some((i) => i >= line.from && i < line.to));
  if (laughLines.length === 0) return { setup: textOf(words, from, to), punchlines: [] };
  const first = laughLines[0]!;
  const punchlines: string[] = [];
  let next = first.from;
  for (const line of laughLines) {
    punchlines.push(textOf(words, next, line.to));
    next = line.to;
  }
  return { setup: textOf(words, from, first.from), punchlines };
}
