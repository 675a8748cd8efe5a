import type { TimeSpan } from "../recordings/recording-dto";
import { diffWords, wordsOf, type DiffRun } from "./word-diff";

/** One word of a transcript, with its time in the recording. */
export interface TranscriptWord {
  startMs: number;
  endMs: number;
  text: string;
}

/** A bit of the recording as the laugh meter credits it: its stretch and its laughs. */
export interface AlignedBitInput {
  position: number;
  jokeNoteId: number;
  startMs: number;
  endMs: number;
  laughs: readonly TimeSpan[];
}

/** A joke note's written text, as the comparison reads it. */
export interface WrittenJoke {
  setup: string;
  punchlines: readonly string[];
}

/** One bit's transcript against its joke note. */
export interface TranscriptBit {
  position: number;
  jokeNoteId: number;
  /** The words said in the bit's stretch. */
  said: string;
  /** The joke note's setup and punchlines, one after the other. */
  written: string;
  similarity: number;
  diff: DiffRun[];
  /** For each of the bit's laughs, the index (in the transcript's words) of the word it followed. */
  laughsAfter: number[];
}

/** The note's words in reading order: the setup, then each punchline. */
export const writtenText = (joke: WrittenJoke): string => [joke.setup, ...joke.punchlines].map((t) => t.trim()).filter(Boolean).join(" ");

/** The index of the last word starting before `ms` in words[from, to), or -1. Words are in time order. */
function lastWordBefore(words: readonly TranscriptWord[], ms: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]!.startMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1 >= from ? lo - 1 : -1;
}

/** The first index in words whose start is at or after `ms` (words in time order). */
function firstWordFrom(words: readonly TranscriptWord[], ms: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]!.startMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Each bit's words (those starting in its stretch), compared with its note's text, and each of
 * its laughs placed after the word it followed (the last of the bit's words to start before the
 * laugh did; a laugh before the bit's first word is placed on none). `words` in time order.
 */
export function alignTranscript(
  words: readonly TranscriptWord[],
  bits: readonly AlignedBitInput[],
  notes: ReadonlyMap<number, WrittenJoke>,
): TranscriptBit[] {
  return bits.map((bit) => {
    const from = firstWordFrom(words, bit.startMs);
    const to = firstWordFrom(words, bit.endMs);
    const saidWords = words.slice(from, to).map((w) => w.text);
    const note = notes.get(bit.jokeNoteId);
    const written = note ? writtenText(note) : "";
    const { diff, similarity } = diffWords(saidWords, wordsOf(written));
    const laughsAfter: number[] = [];
    for (const laugh of bit.laughs) {
      const index = lastWordBefore(words, laugh.startMs, from, to);
      if (index >= 0 && !laughsAfter.includes(index)) laughsAfter.push(index);
    }
    return { position: bit.position, jokeNoteId: bit.jokeNoteId, said: saidWords.join(" "), written, similarity, diff, laughsAfter };
  });
}
