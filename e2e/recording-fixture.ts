// The fake microphone's sound for the recording tests: a short set with crowd laughs at known
// times, made once (cached by its spec) with the audio fixtures' synthesizer, and a real
// audience's applause break (scripts/audio-fixtures/real) mixed in near its end.
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { activeRms, dbToGain, mixInto, reverb } from "../scripts/audio-fixtures/dsp";
import { realClip } from "../scripts/audio-fixtures/real-clips";
import { synthesizeSet, type SetSpec } from "../scripts/audio-fixtures/synthesize-set";
import { decodeWav, encodeWav } from "../scripts/audio-fixtures/wav";

/** Where Chromium reads the fake microphone from (fixed, as the browser's flags are set when the file loads). */
export const FAKE_MIC_WAV = path.join(tmpdir(), "comedy-e2e-fake-mic-set.wav");

/** Each bit's stretch of the file (ms), as the test will show them on screen. */
export const BIT_MS = 15_000;

/**
 * Three bits of 15 s: the first draws three laughs (12 a minute: it killed), the second none,
 * the third one laugh and, at APPLAUSE_AT_MS, an applause break (with its laugh, it killed). The
 * laughs sit well inside their bits (a laugh in the first 2 s after a bit leaves the screen would
 * count for it).
 */
export const FIXTURE_SET: SetSpec = {
  durationMs: 46_000,
  sampleRate: 48000,
  seed: 23,
  speech: [
    { startMs: 300, text: "I moved flats" },
    { startMs: 4_000, text: "The door does not lock" },
    { startMs: 8_900, text: "The landlord calls it open plan" },
    { startMs: 15_800, text: "I went on a date with a dentist" },
    { startMs: 19_800, text: "She kept asking me to open wider" },
    { startMs: 24_000, text: "We did not get to the second date" },
    { startMs: 30_800, text: "I tried to get fit this year" },
    { startMs: 38_500, text: "Now I am just a tired man with a watch" },
  ],
  laughs: [
    { startMs: 1_900, durationMs: 1_700, levelDb: -22, voices: 20 },
    { startMs: 6_300, durationMs: 2_100, levelDb: -20, voices: 24 },
    { startMs: 11_700, durationMs: 2_000, levelDb: -21, voices: 20 },
    { startMs: 34_500, durationMs: 2_500, levelDb: -21, voices: 22 },
  ],
  roomNoiseDb: -55,
};

/** Where the real applause break starts: after the last line, in the third bit. */
export const APPLAUSE_AT_MS = 41_200;

export async function makeFakeMicWav(): Promise<void> {
  await synthesizeSet({ ...FIXTURE_SET, outPath: FAKE_MIC_WAV });
  const { samples, sampleRate } = decodeWav(await readFile(FAKE_MIC_WAV));
  const applause = (await realClip("applause-circus", sampleRate)).slice();
  reverb(applause, sampleRate, 0.3);
  mixInto(samples, applause, Math.round((APPLAUSE_AT_MS * sampleRate) / 1000), dbToGain(-20) / (activeRms(applause) || 1));
  await writeFile(FAKE_MIC_WAV, encodeWav(samples, sampleRate));
}
