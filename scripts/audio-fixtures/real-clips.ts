import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decodeWav } from "./wav";

/** The committed excerpts of real recordings (see real/README.md for where each comes from). */
export const REAL_AUDIO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "real");

/** What an excerpt holds, by its file name's first word. */
export const REAL_KINDS = {
  /** A crowd laughing (a game's laugh track). */
  crowdLaugh: /^laugh-crowd-/,
  /** One person laughing. */
  oneLaugher: /^laugh-(female|male)/,
  applause: /^applause-/,
  cheering: /^cheering-/,
  /** A crowd roaring or chanting, without laughing: a rave, a football stadium. */
  crowd: /^(crowd|stadium)-/,
  speech: /^speech-/,
  music: /^music-/,
  chatter: /^chatter-/,
} as const;
export type RealKind = keyof typeof REAL_KINDS;

/** The excerpts of one kind, by name (without .ogg), sorted. */
export function realClipNames(kind: RealKind): string[] {
  return readdirSync(REAL_AUDIO_DIR)
    .filter((file) => file.endsWith(".ogg"))
    .map((file) => file.slice(0, -4))
    .filter((name) => REAL_KINDS[kind].test(name))
    .sort();
}

function decode(file: string, sampleRate: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn("sox", [file, "-t", "wav", "-b", "16", "-e", "signed", "-c", "1", "-r", String(sampleRate), "-"], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) => reject(new Error(`sox could not start (is it installed?): ${error.message}`)));
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`sox exited with ${code}: ${Buffer.concat(err).toString().slice(0, 300)}`))));
  });
}

const decoded = new Map<string, Promise<Float32Array>>();

/** An excerpt's samples at `sampleRate` (decoded by sox once per process). Copy before changing them. */
export function realClip(name: string, sampleRate: number): Promise<Float32Array> {
  const key = `${name}@${sampleRate}`;
  let clip = decoded.get(key);
  if (!clip) {
    // sox writes the streamed WAV's length as unknown: the data chunk runs to the end.
    clip = decode(path.join(REAL_AUDIO_DIR, `${name}.ogg`), sampleRate).then((wav) => decodeWav(fixLength(wav)).samples);
    decoded.set(key, clip);
  }
  return clip;
}

/** Writes the real sizes into a WAV streamed with unknown lengths (RIFF and data). */
function fixLength(wav: Buffer): Buffer {
  const data = wav.indexOf("data", 12, "ascii");
  if (data < 0) return wav;
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.writeUInt32LE(wav.length - data - 8, data + 4);
  return wav;
}
