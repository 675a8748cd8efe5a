import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { featuresOfWav } from "../../scripts/audio-fixtures/features-of-wav";
import { buildRealSet, type RealSetOptions } from "../../scripts/audio-fixtures/real-sets";
import { planSet, type PlannedBit, type PlanOptions } from "../../scripts/audio-fixtures/set-plans";
import { synthesizeSet } from "../../scripts/audio-fixtures/synthesize-set";
import { FeatureExtractor, type AudioFeatures } from "../../shared/recordings/audio-features";
import type { TimeSpan } from "../../shared/recordings/recording-dto";

/** A set with what was really in it, and the features the browser would send for it. */
export interface ScoredSet {
  name: string;
  kind: "synthetic" | "real";
  /** No laugh at all: every laugh found is a false one (real speech, beds included). */
  speechOnly: boolean;
  durationMs: number;
  features: AudioFeatures;
  laughs: TimeSpan[];
  applause: TimeSpan[];
  /** Crowd noise that is neither laughter nor applause (a stadium, a rave). */
  crowd: TimeSpan[];
  bits: PlannedBit[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CACHE_DIR = path.join(os.tmpdir(), "comedy-audio-fixtures", "features");
/** The code a set's features depend on: any change to it measures the sets again. */
const SOURCES = [
  "shared/recordings/audio-features.ts",
  "shared/recordings/fft.ts",
  "scripts/audio-fixtures/real-sets.ts",
  "scripts/audio-fixtures/real-clips.ts",
  "scripts/audio-fixtures/synthesize-set.ts",
  "scripts/audio-fixtures/set-plans.ts",
  "scripts/audio-fixtures/laughter.ts",
  "scripts/audio-fixtures/dsp.ts",
];
let sourcesHash: Promise<string> | undefined;
const hashOfSources = () =>
  (sourcesHash ??= Promise.all(SOURCES.map((file) => readFile(path.join(root, file), "utf8"))).then((texts) =>
    createHash("sha256").update(texts.join("\0")).digest("hex"),
  ));

async function cached(key: unknown, make: () => Promise<ScoredSet>): Promise<ScoredSet> {
  const hash = createHash("sha256").update(JSON.stringify(key)).update(await hashOfSources()).digest("hex").slice(0, 24);
  const file = path.join(CACHE_DIR, `${hash}.json`);
  const hit = await readFile(file, "utf8").catch(() => null);
  if (hit) return JSON.parse(hit) as ScoredSet;
  const set = await make();
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, JSON.stringify(set));
  await rename(partial, file);
  return set;
}

/** A synthesized set (espeak-ng speech and laughs), its seed shifted by `seedShift`. */
export function syntheticSet(name: string, options: PlanOptions, seedShift = 0): Promise<ScoredSet> {
  return cached(["synthetic", options, seedShift], async () => {
    const plan = planSet({ ...options, seed: options.seed + seedShift });
    const set = await synthesizeSet(plan.spec);
    const speechOnly = set.truth.length === 0 && options.laughsPerMinute === 0;
    return { name, kind: "synthetic", speechOnly, durationMs: set.durationMs, features: await featuresOfWav(set.path), laughs: set.truth, applause: [], crowd: [], bits: plan.bits };
  });
}

/** A set of real recordings (see scripts/audio-fixtures/real-sets.ts), its seed shifted by `seedShift`. */
export function realSet(name: string, options: RealSetOptions, seedShift = 0, speechOnly = false): Promise<ScoredSet> {
  return cached(["real", options, seedShift], async () => {
    const set = await buildRealSet({ ...options, seed: options.seed + seedShift });
    const extractor = new FeatureExtractor(set.sampleRate);
    for (let i = 0; i < set.samples.length; i += 128) extractor.push(set.samples.subarray(i, i + 128));
    return { name, kind: "real", speechOnly, durationMs: set.durationMs, features: extractor.drain(), laughs: set.laughs, applause: set.applause, crowd: set.crowd, bits: set.bits };
  });
}
