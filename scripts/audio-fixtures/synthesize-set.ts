import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { activeRms, band, dbToGain, mixInto, reverb, rms, scale } from "./dsp";
import { speak, type VoiceOptions } from "./espeak";
import { randomLaugher, synthesizeLaugh } from "./laughter";
import { createRandom, type Random } from "./random";
import { encodeWav } from "./wav";

/** A line the comedian says into the PA. */
export interface SpeechLine {
  startMs: number;
  text: string;
}

/** A crowd laugh: many people laughing together. */
export interface CrowdLaugh {
  startMs: number;
  durationMs: number;
  /** RMS level of the laugh's body, dBFS (default -24). */
  levelDb?: number;
  /** How many people laugh (default 16). */
  voices?: number;
}

/** One voice shouting a line (a heckle, or the comedian yelling), harmonic and loud. */
export interface Shout {
  startMs: number;
  text: string;
  /** RMS level while shouting, dBFS (default: as loud as the loudest laugh). */
  levelDb?: number;
}

export interface SetSpec {
  /** Where to put the WAV; without it the cached file's path is returned. */
  outPath?: string;
  durationMs: number;
  /** 16000 (default) or 48000. */
  sampleRate?: 16000 | 48000;
  speech: SpeechLine[];
  laughs: CrowdLaugh[];
  /** The comedian's level through the PA while speaking, dBFS RMS (default -18). */
  speechDb?: number;
  /** The room's steady noise (air, hum), dBFS RMS (default -55). */
  roomNoiseDb?: number;
  /** Crowd chatter under everything, dBFS RMS; none when absent. */
  murmurDb?: number;
  shouts?: Shout[];
  seed: number;
}

export interface SynthesizedSet {
  path: string;
  sampleRate: number;
  durationMs: number;
  /** The laughs as placed, sorted. */
  truth: { startMs: number; endMs: number }[];
}

/** Bumped whenever the synthesis changes, so cached files are made again. */
const SYNTH_VERSION = 3;
const CACHE_DIR = path.join(os.tmpdir(), "comedy-audio-fixtures");

const COMEDIAN: VoiceOptions = { voice: "en-us+m3", pitch: 38, speed: 165 };
const CROWD_VOICES = ["en-us+f1", "en-us+f2", "en-us+f3", "en-us+f4", "en-us+f5", "en-us+m1", "en-us+m2", "en-us+m4", "en-us+m6", "en-us+m7", "en+f3", "en+m3"];
const CHATTER = [
  "Did you see the game last night",
  "I will get the next round in",
  "She said she would be here by nine",
  "Where did you park the car",
  "This place has really changed",
  "Can you pass me that menu",
  "We should do this more often",
  "Honestly I have no idea what he meant",
];

/** Runs at most `limit` tasks at once, keeping their order. */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const at = (ms: number, rate: number) => Math.round((ms * rate) / 1000);

function fadeOut(samples: Float32Array, length: number, rate: number): Float32Array {
  const out = samples.slice(0, Math.max(0, Math.min(samples.length, length)));
  const fade = Math.min(out.length, Math.round(0.08 * rate));
  for (let i = 0; i < fade; i++) out[out.length - 1 - i] = (out[out.length - 1 - i] ?? 0) * (i / fade);
  return out;
}

/** The PA: a band from 120 Hz to 6 kHz and a little saturation. */
function throughPa(samples: Float32Array, rate: number): Float32Array {
  band(samples, 120, 6000, rate);
  const level = activeRms(samples) || 1;
  for (let i = 0; i < samples.length; i++) samples[i] = Math.tanh(((samples[i] ?? 0) / level) * 0.6) * level;
  return samples;
}

async function laughClips(random: Random, rate: number): Promise<Float32Array[]> {
  const tasks = Array.from({ length: 10 }, () => {
    const options: VoiceOptions = { voice: random.pick(CROWD_VOICES), pitch: random.range(45, 99), speed: random.range(230, 380), amplitude: 120 };
    const text = Array.from({ length: 5 + Math.floor(random.next() * 6) }, () => random.pick(["ha", "ha", "hah", "heh", "ho"])).join(" ");
    return () => speak(text, options, rate);
  });
  return inBatches(tasks);
}

function crowdLaugh(laugh: CrowdLaugh, clips: readonly Float32Array[], random: Random, rate: number): Float32Array {
  const length = at(laugh.durationMs, rate);
  const out = new Float32Array(length + at(600, rate));
  const people = laugh.voices ?? 16;
  for (let p = 0; p < people; p++) {
    const delay = Math.min(0.3 * length, -Math.log(1 - random.next()) * 0.09 * rate);
    const seconds = ((length - delay) / rate) * random.range(0.55, 1) - 0.3;
    if (seconds < 0.25) continue;
    let voice: Float32Array;
    if (p % 3 === 2) {
      const clip = random.pick(clips);
      voice = fadeOut(clip, Math.round(seconds * rate), rate);
      scale(voice, random.range(0.3, 1) / (activeRms(voice) || 1));
    } else {
      const person = randomLaugher(random);
      voice = synthesizeLaugh(person, seconds, rate, random);
      scale(voice, person.gain / (activeRms(voice) || 1));
    }
    mixInto(out, voice, Math.round(delay));
  }
  band(out, 90, 7500, rate);
  const body = rms(out, 0, length) || 1;
  return scale(out, dbToGain(laugh.levelDb ?? -24) / body);
}

async function murmurTrack(total: number, levelDb: number, random: Random, rate: number): Promise<Float32Array> {
  const tasks = CHATTER.map((text) => {
    const options: VoiceOptions = { voice: random.pick(CROWD_VOICES), pitch: random.range(20, 80), speed: random.range(140, 200) };
    return () => speak(text, options, rate);
  });
  const clips = await inBatches(tasks);
  const out = new Float32Array(total);
  for (let talker = 0; talker < 8; talker++) {
    let t = Math.round(random.range(0, 2) * rate);
    const gain = random.range(0.4, 1);
    while (t < total) {
      const clip = random.pick(clips);
      mixInto(out, clip, t, gain / (activeRms(clip) || 1));
      t += clip.length + Math.round(random.range(0.2, 1.5) * rate);
    }
  }
  band(out, 150, 3500, rate);
  return scale(out, dbToGain(levelDb) / (rms(out) || 1));
}

function roomNoise(total: number, levelDb: number, random: Random, rate: number): Float32Array {
  const out = new Float32Array(total);
  let brown = 0;
  for (let i = 0; i < total; i++) {
    const white = random.gauss();
    brown = brown * 0.995 + white * 0.1;
    out[i] = brown + white * 0.15 + 0.2 * Math.sin((2 * Math.PI * 100 * i) / rate);
  }
  band(out, 30, 7000, rate);
  return scale(out, dbToGain(levelDb) / (rms(out) || 1));
}

async function render(spec: SetSpec): Promise<Float32Array> {
  const rate = spec.sampleRate ?? 16000;
  const random = createRandom(spec.seed);
  const total = at(spec.durationMs, rate);
  const mix = new Float32Array(total);
  const room = new Float32Array(total);

  const lines = await inBatches(spec.speech.map((line) => () => speak(line.text, COMEDIAN, rate)));
  lines.forEach((samples, i) => {
    throughPa(samples, rate);
    mixInto(mix, samples, at(spec.speech[i]?.startMs ?? 0, rate), dbToGain(spec.speechDb ?? -18) / (activeRms(samples) || 1));
  });

  const clips = spec.laughs.length > 0 ? await laughClips(random, rate) : [];
  for (const laugh of spec.laughs) mixInto(room, crowdLaugh(laugh, clips, random, rate), at(laugh.startMs, rate));

  const loudest = Math.max(-24, ...spec.laughs.map((l) => l.levelDb ?? -24));
  const shouts = spec.shouts ?? [];
  const shouted = await inBatches(
    shouts.map((shout) => () => speak(shout.text, { voice: random.pick(CROWD_VOICES), pitch: random.range(60, 90), speed: 150, amplitude: 200 }, rate)),
  );
  shouted.forEach((samples, i) => {
    const shout = shouts[i];
    if (shout) mixInto(room, samples, at(shout.startMs, rate), dbToGain(shout.levelDb ?? loudest) / (activeRms(samples) || 1));
  });

  if (spec.murmurDb !== undefined) mixInto(room, await murmurTrack(total, spec.murmurDb, random, rate), 0);
  reverb(room, rate, 0.35);
  mixInto(mix, room, 0);
  reverb(mix, rate, 0.1);
  mixInto(mix, roomNoise(total, spec.roomNoiseDb ?? -55, random, rate), 0);
  return mix;
}

function cacheKey(spec: SetSpec): string {
  const { outPath: _outPath, ...rest } = spec;
  return createHash("sha256").update(JSON.stringify({ SYNTH_VERSION, ...rest })).digest("hex").slice(0, 24);
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * A stand-up set as a mono 16-bit WAV: the comedian's lines through a PA, crowd laughs of many
 * voices at the given times, room noise and chatter, shouted lines. Deterministic for a seed;
 * cached by the spec's hash in the OS temp folder, so a second call is a file copy.
 */
export async function synthesizeSet(spec: SetSpec): Promise<SynthesizedSet> {
  const rate = spec.sampleRate ?? 16000;
  const cached = path.join(CACHE_DIR, `${cacheKey(spec)}.wav`);
  if (!(await exists(cached))) {
    const samples = await render(spec);
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, encodeWav(samples, rate));
    await rename(partial, cached);
  }
  let file = cached;
  if (spec.outPath) {
    await mkdir(path.dirname(spec.outPath), { recursive: true });
    await copyFile(cached, spec.outPath);
    file = spec.outPath;
  }
  const truth = spec.laughs
    .map((l) => ({ startMs: l.startMs, endMs: l.startMs + l.durationMs }))
    .sort((a, b) => a.startMs - b.startMs);
  return { path: file, sampleRate: rate, durationMs: spec.durationMs, truth };
}
