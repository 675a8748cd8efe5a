/**
 * Fits the laugh meter's three scores (shared/recordings/laugh-model.ts) and writes them there.
 * The sets it fits on are the bench's rooms with other seeds (other lines, laughs, excerpts and
 * mixes), so `npm run bench:laughs` scores the meter on sets it was not fitted to; they do share
 * the same few real source recordings (see scripts/audio-fixtures/real/README.md).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DETECTOR, findCrowdEvents, noiseFloor } from "../../shared/recordings/laugh-detector";
import type { LinearScore } from "../../shared/recordings/laugh-model";
import type { TimeSpan } from "../../shared/recordings/recording-dto";
import { roomReader, type RoomStats } from "../../shared/recordings/room-stats";
import { BENCH_SETS } from "./fixture-sets";
import { fitLogistic } from "./logistic";
import { REAL_BENCH_SETS } from "./real-sets";
import { realSet, syntheticSet, type ScoredSet } from "./scored-sets";

const SEED_SHIFTS = [1000, 2000, 3000, 4000, 10000, 11000];
const CROWD_STATS: (keyof RoomStats)[] = ["rise", "periodicity", "periodicityOverBed", "voiced", "step", "crest", "lowBand", "highBand"];
const APPLAUSE_STATS: (keyof RoomStats)[] = ["voiced", "lowBand", "highBand", "rhythm"];
const LAUGH_STATS: (keyof RoomStats)[] = ["rise", "periodicity", "periodicityOverBed", "voiced", "step", "crest", "lowBand", "highBand", "spread", "seconds", "rhythm"];

const inside = (ms: number, spans: readonly TimeSpan[]) => spans.some((s) => ms >= s.startMs && ms < s.endMs);
const overlap = (a: TimeSpan, b: TimeSpan) => Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));

/** What a candidate really was: the truth it overlaps most, when it overlaps enough. */
function truthOf(set: ScoredSet, span: TimeSpan): "laugh" | "applause" | "crowd" | "other" {
  const sum = (spans: readonly TimeSpan[]) => spans.reduce((total, s) => total + overlap(span, s), 0);
  const found = { laugh: sum(set.laughs), applause: sum(set.applause), crowd: sum(set.crowd) };
  const best = (Object.entries(found) as ["laugh" | "applause" | "crowd", number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] >= 400 || best[1] >= 0.3 * (span.endMs - span.startMs) ? best[0] : "other";
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const asScore = (names: (keyof RoomStats)[], fitted: { bias: number; weights: number[] }): LinearScore => ({
  bias: round(fitted.bias),
  weights: Object.fromEntries(names.map((name, j) => [name, round(fitted.weights[j]!)])),
});

console.log("Building the training sets…");
const sets: ScoredSet[] = [];
for (const shift of SEED_SHIFTS) {
  for (const { name, options } of BENCH_SETS) sets.push(await syntheticSet(name, options, shift));
  for (const { name, options, speechOnly } of REAL_BENCH_SETS) sets.push(await realSet(name, options, shift, speechOnly));
}

// 1. The crowd score, on every other half second loud enough to be a candidate at all.
const frameRows: number[][] = [];
const frameLabels: boolean[] = [];
for (const set of sets) {
  const { features } = set;
  const room = roomReader(features, noiseFloor(features.levelDb, features.frameMs));
  const width = Math.round(DETECTOR.windowMs / features.frameMs);
  for (let i = 0; i < room.frames; i += 2) {
    const stats = room.stats(i - Math.floor(width / 2), i - Math.floor(width / 2) + width);
    if (stats.rise < DETECTOR.frameRiseDb) continue;
    const ms = i * features.frameMs;
    frameRows.push(CROWD_STATS.map((name) => stats[name]));
    frameLabels.push(inside(ms, set.laughs) || inside(ms, set.applause) || inside(ms, set.crowd));
  }
}
const crowd = asScore(CROWD_STATS, fitLogistic(frameRows, frameLabels));
console.log(`crowd: ${frameRows.length} half seconds, ${frameLabels.filter(Boolean).length} of a crowd`);

// 2. The candidates that score finds, and what each really was.
const events = sets.flatMap((set) => findCrowdEvents(set.features, { crowd }).map((event) => ({ ...event, truth: truthOf(set, event) })));
// Applause is told from laughter (what else sounds like a crowd is the laugh score's to refuse).
const crowdish = events.filter((e) => e.truth === "applause" || e.truth === "laugh");
const applause = asScore(APPLAUSE_STATS, fitLogistic(crowdish.map((e) => APPLAUSE_STATS.map((n) => e.stats[n])), crowdish.map((e) => e.truth === "applause")));
for (const threshold of [0, 1, 2, 3, 4]) {
  const applauseAt = (e: (typeof events)[number]) => applause.bias + APPLAUSE_STATS.reduce((sum, n) => sum + (applause.weights[n] ?? 0) * e.stats[n], 0) >= threshold;
  const laughsAsApplause = crowdish.filter((e) => e.truth === "laugh" && applauseAt(e)).length;
  const applauseMissed = crowdish.filter((e) => e.truth === "applause" && !applauseAt(e)).length;
  console.log(`applause from ${threshold}: ${laughsAsApplause} laughs taken for applause, ${applauseMissed} applause missed`);
}
const notApplause = events.filter((e) => e.truth !== "applause");
const laugh = asScore(LAUGH_STATS, fitLogistic(notApplause.map((e) => LAUGH_STATS.map((n) => e.stats[n])), notApplause.map((e) => e.truth === "laugh")));
const count = (truth: string) => events.filter((e) => e.truth === truth).length;
console.log(`events: ${events.length} (${count("laugh")} laughs, ${count("applause")} applause, ${count("crowd")} crowd, ${count("other")} other)`);

const modelFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../shared/recordings/laugh-model.ts");
const source = await readFile(modelFile, "utf8");
const line = (name: string, score: LinearScore) => `  ${name}: ${JSON.stringify(score).replace(/"(\w+)":/g, "$1: ").replace(/,/g, ", ").replace(/\{/g, "{ ").replace(/\}/g, " }")},`;
const block = ["export const LAUGH_MODEL: LaughModel = {", line("crowd", crowd), line("applause", applause), line("laugh", laugh), "};"].join("\n");
const updated = source.replace(/(\/\/ BEGIN FITTED MODEL\n)[\s\S]*(\n\/\/ END FITTED MODEL)/, `$1${block}$2`);
await writeFile(modelFile, updated);
console.log(block);
