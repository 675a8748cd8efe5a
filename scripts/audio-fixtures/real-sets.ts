import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TimeSpan } from "../../shared/recordings/recording-dto";
import { activeRms, band, dbToGain, mixInto, reverb, rms, scale } from "./dsp";
import { createRandom, type Random } from "./random";
import { realClip, realClipNames } from "./real-clips";
import type { PlannedBit } from "./set-plans";
import { encodeWav } from "./wav";

/**
 * A set made of real recordings (see real/README.md): real speech as the comedian, real laughs
 * (crowd laugh tracks, or small groups of real single laughers), real applause and cheering, a
 * real stadium crowd, a real music bed, placed on a running order so that every event's time is
 * known. Deterministic for a seed.
 */
export interface RealSetOptions {
  seed: number;
  durationMs: number;
  /** Laughs a minute the crowd gives on average (0: none). */
  laughsPerMinute: number;
  /** Where the laughs come from: crowd laugh tracks, groups of 2–5 single laughers, or both. */
  laughs?: "crowd" | "group" | "both";
  laughDb: readonly [number, number];
  laughMs?: readonly [number, number];
  /** The share of laughs the comedian talks over: the next line starts while the laugh still runs. */
  talkOver?: number;
  /** The comedian's level through the PA while speaking, dBFS RMS (default -18). */
  speechDb?: number;
  /** The room's steady noise, dBFS RMS (default -55). */
  roomNoiseDb?: number;
  /** A bed under everything: music (a TV studio's band or a bar's speakers) or mains hum with a fan. */
  bed?: { kind: "music" | "hum"; db: number };
  /** Real party chatter under everything, dBFS RMS. */
  chatterDb?: number;
  /** Applause breaks (applause or cheering) after lines, at the laughs' loudest. */
  applauseBreaks?: number;
  /** Crowd noise without laughter (a rave, a stadium roaring or chanting) after lines. */
  crowdBreaks?: number;
  bitMs?: number;
  sampleRate?: 16000 | 48000;
}

export interface RealSet {
  samples: Float32Array;
  sampleRate: number;
  durationMs: number;
  /** The laughs as placed (their audible part), sorted. */
  laughs: TimeSpan[];
  /** Applause and cheering breaks. */
  applause: TimeSpan[];
  /** Crowd noise that is neither laughter nor applause. */
  crowd: TimeSpan[];
  /** The comedian's lines. */
  speech: TimeSpan[];
  bits: PlannedBit[];
}

const at = (ms: number, rate: number) => Math.round((ms * rate) / 1000);
const msOf = (samples: number, rate: number) => Math.round((samples * 1000) / rate);

/** `samples` played `factor` times as fast (linear interpolation): the same sound a little higher or lower. */
function resample(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.max(1, Math.floor(samples.length / factor)));
  for (let i = 0; i < out.length; i++) {
    const x = i * factor;
    const j = Math.floor(x);
    const f = x - j;
    out[i] = (samples[j] ?? 0) * (1 - f) + (samples[j + 1] ?? 0) * f;
  }
  return out;
}

function fade(samples: Float32Array, rate: number, inMs = 30, outMs = 200): Float32Array {
  const fadeIn = Math.min(samples.length, at(inMs, rate));
  const fadeOut = Math.min(samples.length, at(outMs, rate));
  for (let i = 0; i < fadeIn; i++) samples[i] = samples[i]! * (i / fadeIn);
  for (let i = 0; i < fadeOut; i++) samples[samples.length - 1 - i] = samples[samples.length - 1 - i]! * (i / fadeOut);
  return samples;
}

/** A stretch of `clip` (`length` samples, from a random place), faded at both ends. */
function excerpt(clip: Float32Array, length: number, random: Random, rate: number): Float32Array {
  const take = Math.min(clip.length, length);
  const from = Math.floor(random.next() * (clip.length - take + 1));
  return fade(clip.slice(from, from + take), rate);
}

/** The audible part of a sound: from the first to the last 20 ms window within 30 dB of its loudest. */
function audibleSpan(samples: Float32Array, rate: number): { from: number; to: number } {
  const hop = at(20, rate);
  const levels: number[] = [];
  for (let i = 0; i < samples.length; i += hop) levels.push(rms(samples, i, Math.min(samples.length, i + hop)));
  const gate = Math.max(...levels) * dbToGain(-30);
  const first = levels.findIndex((l) => l >= gate);
  const last = levels.length - 1 - [...levels].reverse().findIndex((l) => l >= gate);
  return { from: Math.max(0, first) * hop, to: Math.min(samples.length, (last + 1) * hop) };
}

async function clipOf(name: string, rate: number, random: Random, spread = 0.1): Promise<Float32Array> {
  return resample(await realClip(name, rate), random.range(1 - spread, 1 + spread));
}

/** A crowd laugh: a stretch of a real laugh track. */
async function crowdLaugh(lengthMs: number, random: Random, rate: number): Promise<Float32Array> {
  const clip = await clipOf(random.pick(realClipNames("crowdLaugh")), rate, random);
  return excerpt(clip, at(lengthMs, rate), random, rate);
}

/** A small room's laugh: 2–5 real people laughing, each starting a moment apart. */
async function groupLaugh(random: Random, rate: number): Promise<Float32Array> {
  const people = 2 + Math.floor(random.next() * 4);
  const voices: { clip: Float32Array; delay: number; gain: number }[] = [];
  for (let p = 0; p < people; p++) {
    const clip = await clipOf(random.pick(realClipNames("oneLaugher")), rate, random, 0.12);
    const { from, to } = audibleSpan(clip, rate);
    voices.push({ clip: clip.slice(from, to), delay: p === 0 ? 0 : at(random.range(0, 350), rate), gain: random.range(0.5, 1) });
  }
  const out = new Float32Array(Math.max(...voices.map((v) => v.clip.length + v.delay)));
  for (const v of voices) mixInto(out, scale(v.clip, v.gain / (activeRms(v.clip) || 1)), v.delay);
  return fade(out, rate, 10, 60);
}

async function namedExcerpt(kind: "applause" | "cheering" | "crowd", lengthMs: number, random: Random, rate: number): Promise<Float32Array> {
  const clip = await clipOf(random.pick(realClipNames(kind)), rate, random, 0.05);
  return excerpt(clip, at(lengthMs, rate), random, rate);
}

/** A bed as long as the set: real music looped, or mains hum with its harmonics and a fan. */
async function bedTrack(kind: "music" | "hum", total: number, random: Random, rate: number): Promise<Float32Array> {
  const out = new Float32Array(total);
  if (kind === "music") {
    let t = 0;
    while (t < total) {
      const clip = fade((await realClip(random.pick(realClipNames("music")), rate)).slice(), rate, 40, 40);
      mixInto(out, scale(clip, 1 / (rms(clip) || 1)), t);
      t += clip.length;
    }
    return band(out, 80, 7000, rate);
  }
  const mains = random.next() < 0.5 ? 50 : 60;
  let brown = 0;
  for (let i = 0; i < total; i++) {
    let hum = 0;
    for (let h = 1; h <= 6; h++) hum += Math.sin((2 * Math.PI * mains * h * i) / rate + h) / h;
    brown = brown * 0.99 + random.gauss() * 0.1;
    out[i] = hum + 1.5 * brown;
  }
  return out;
}

async function loopOf(names: string[], total: number, random: Random, rate: number): Promise<Float32Array> {
  const out = new Float32Array(total);
  let t = 0;
  while (t < total) {
    const clip = fade((await realClip(random.pick(names), rate)).slice(), rate, 40, 40);
    mixInto(out, clip, t);
    t += clip.length;
  }
  return out;
}

function roomNoise(total: number, levelDb: number, random: Random, rate: number): Float32Array {
  const out = new Float32Array(total);
  let brown = 0;
  for (let i = 0; i < total; i++) {
    const white = random.gauss();
    brown = brown * 0.995 + white * 0.1;
    out[i] = brown + white * 0.15;
  }
  band(out, 30, 7000, rate);
  return scale(out, dbToGain(levelDb) / (rms(out) || 1));
}

/** The comedian's line through the PA: real speech, band-limited, a little saturated, at `db`. */
function throughPa(clip: Float32Array, db: number, rate: number): Float32Array {
  const out = band(clip.slice(), 120, 6000, rate);
  const level = activeRms(out) || 1;
  for (let i = 0; i < out.length; i++) out[i] = Math.tanh((out[i]! / level) * 0.6) * level;
  return scale(out, dbToGain(db) / (activeRms(out) || 1));
}

/** Builds the set: the running order and its sound. */
export async function buildRealSet(options: RealSetOptions): Promise<RealSet> {
  const rate = options.sampleRate ?? 16000;
  const random = createRandom(options.seed * 104729 + 7);
  const total = at(options.durationMs, rate);
  const voice = new Float32Array(total);
  const room = new Float32Array(total);
  const truth = { laughs: [] as TimeSpan[], applause: [] as TimeSpan[], crowd: [] as TimeSpan[], speech: [] as TimeSpan[] };
  const [laughFrom, laughTo] = options.laughMs ?? [1_200, 4_000];
  const speechDb = options.speechDb ?? -18;
  const lines = realClipNames("speech");
  const linesPerMinute = 60 / 4.3;
  const laughChance = Math.min(0.9, options.laughsPerMinute / linesPerMinute);
  let applauseLeft = options.applauseBreaks ?? 0;
  let crowdLeft = options.crowdBreaks ?? 0;
  const loudest = options.laughDb[1];

  const place = (list: TimeSpan[], sound: Float32Array, startMs: number, db: number) => {
    const { from, to } = audibleSpan(sound, rate);
    const body = rms(sound, from, to) || 1;
    mixInto(room, sound, at(startMs, rate), dbToGain(db) / body);
    list.push({ startMs: startMs + msOf(from, rate), endMs: startMs + msOf(to, rate) });
    return msOf(to, rate);
  };

  let t = 800;
  while (t < options.durationMs - 4_000) {
    const line = throughPa(await realClip(random.pick(lines), rate), speechDb + random.range(-2, 2), rate);
    const spoken = audibleSpan(line, rate);
    mixInto(voice, line, at(t, rate));
    truth.speech.push({ startMs: t + msOf(spoken.from, rate), endMs: t + msOf(spoken.to, rate) });
    t += msOf(spoken.to, rate) + random.range(150, 400);
    const roll = random.next();
    if (t > options.durationMs - 6_000) break;
    if (roll < laughChance) {
      const kind = options.laughs === "group" || (options.laughs === "both" && random.next() < 0.5) ? "group" : "crowd";
      const sound = kind === "group" ? await groupLaugh(random, rate) : await crowdLaugh(random.range(laughFrom, laughTo), random, rate);
      const startMs = Math.round(t + random.range(0, 250));
      const endMs = startMs + place(truth.laughs, sound, startMs, random.range(options.laughDb[0], options.laughDb[1]));
      const length = endMs - startMs;
      const talkOver = random.next() < (options.talkOver ?? 0.15);
      t = talkOver ? startMs + length * random.range(0.35, 0.7) : endMs + random.range(300, 900);
    } else if (applauseLeft > 0 && roll < laughChance + 0.35) {
      applauseLeft--;
      const sound = await namedExcerpt(random.next() < 0.7 ? "applause" : "cheering", random.range(2_000, 4_000), random, rate);
      const startMs = Math.round(t + random.range(100, 300));
      t = startMs + place(truth.applause, sound, startMs, loudest + random.range(-3, 2)) + random.range(400, 900);
    } else if (crowdLeft > 0 && roll < laughChance + 0.35) {
      crowdLeft--;
      const sound = await namedExcerpt("crowd", random.range(3_000, 6_000), random, rate);
      const startMs = Math.round(t + random.range(100, 300));
      t = startMs + place(truth.crowd, sound, startMs, loudest + random.range(-3, 2)) + random.range(400, 900);
    } else {
      t += random.range(250, 700);
    }
  }

  reverb(room, rate, 0.3);
  const mix = voice;
  reverb(mix, rate, 0.08);
  mixInto(mix, room, 0);
  if (options.bed) {
    const bed = await bedTrack(options.bed.kind, total, random, rate);
    mixInto(mix, bed, 0, dbToGain(options.bed.db) / (rms(bed) || 1));
  }
  if (options.chatterDb !== undefined) {
    const chatter = band(await loopOf(realClipNames("chatter"), total, random, rate), 150, 4000, rate);
    mixInto(mix, chatter, 0, dbToGain(options.chatterDb) / (rms(chatter) || 1));
  }
  mixInto(mix, roomNoise(total, options.roomNoiseDb ?? -55, random, rate), 0);

  const bitMs = options.bitMs ?? 45_000;
  const bits: PlannedBit[] = [];
  for (let start = 0, id = 1; start < options.durationMs; start += bitMs, id++) {
    bits.push({ jokeNoteId: id, startMs: start, endMs: Math.min(options.durationMs, start + bitMs) });
  }
  const byStart = (a: TimeSpan, b: TimeSpan) => a.startMs - b.startMs;
  return {
    samples: mix,
    sampleRate: rate,
    durationMs: options.durationMs,
    laughs: truth.laughs.sort(byStart),
    applause: truth.applause.sort(byStart),
    crowd: truth.crowd.sort(byStart),
    speech: truth.speech,
    bits,
  };
}

/** The set as a mono 16-bit WAV at `outPath` (for a fake microphone), with its truth. */
export async function writeRealSet(options: RealSetOptions, outPath: string): Promise<RealSet> {
  const set = await buildRealSet(options);
  await mkdir(path.dirname(outPath), { recursive: true });
  await writeFile(outPath, encodeWav(set.samples, set.sampleRate));
  return set;
}
