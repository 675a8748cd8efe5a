/**
 * What was said on stage against what was written: a word-level comparison. Words are compared
 * without case and without the punctuation around them ("Airline" and "airline," are the same
 * word); the runs keep the words as they were said (or written, for a dropped run).
 */

export const diffOps = ["same", "added", "dropped"] as const;
export type DiffOp = (typeof diffOps)[number];

/** A run of words: the same in both, added on stage, or dropped from the written text. */
export interface DiffRun {
  op: DiffOp;
  text: string;
}

export interface WordDiff {
  diff: DiffRun[];
  /** How close the two are, 0 to 100: twice the shared words over all the words of both. */
  similarity: number;
}

/** The words of a text, as written or said. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter((w) => w.length > 0);

/** A word as the comparison sees it: lower case, no punctuation around it. */
export const comparable = (word: string): string => word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/**
 * Longest common subsequence of two word lists, as the pairs (i, j) that match, in order.
 * O(n·m) time and O(n·m) bits of memory: a bit of a few hundred words against its note is cheap.
 */
function commonWords(said: readonly string[], written: readonly string[]): [number, number][] {
  const n = said.length;
  const m = written.length;
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[at(i, j)] = said[i] === written[j] ? lengths[at(i + 1, j + 1)]! + 1 : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (said[i] === written[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[at(i + 1, j)]! >= lengths[at(i, j + 1)]!) i++;
    else j++;
  }
  return pairs;
}

/** Appends a word to the runs, joining it to the last run when that has the same op. */
function push(runs: DiffRun[], op: DiffOp, word: string): void {
  const last = runs.at(-1);
  if (last && last.op === op) last.text = `${last.text} ${word}`;
  else runs.push({ op, text: word });
}

/** The comparison of what was said with what was written, word by word. */
export function diffWords(said: readonly string[], written: readonly string[]): WordDiff {
  const saidKeys = said.map(comparable);
  const writtenKeys = written.map(comparable);
  const pairs = commonWords(saidKeys, writtenKeys);
  const runs: DiffRun[] = [];
  let i = 0;
  let j = 0;
  for (const [si, wj] of [...pairs, [said.length, written.length] as [number, number]]) {
    // Dropped words first, then added: "I said X" reads as "instead of Y".
    while (j < wj) push(runs, "dropped", written[j++]!);
    while (i < si) push(runs, "added", said[i++]!);
    if (si < said.length) {
      push(runs, "same", said[si]!);
      i = si + 1;
      j = wj + 1;
    }
  }
  const total = said.length + written.length;
  const similarity = total === 0 ? 100 : Math.round((200 * pairs.length) / total);
  return { diff: runs, similarity };
}
