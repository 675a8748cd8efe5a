// Recordings made through the API with the page's session, and a small WAV file built here, so
// a test can start from a recorded set without a microphone.
import type { Page } from "@playwright/test";
import type { Recording, TimeSpan } from "../shared/recordings/recording-dto";
import type { SetList } from "../shared/set-lists/set-list-dto";
import { aJokeNote } from "./joke-note-data";
import { apiClient } from "./api-client";

/** A mono 16-bit WAV of `seconds`: a quiet hum with a louder burst each few seconds, so it has a level to draw. */
export function aWav(seconds: number, sampleRate = 8_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  let seed = 7;
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const noise = seed / 1_073_741_824 - 1;
    const burst = t % 4 < 1 ? 0.5 : 0.03;
    const value = burst * (0.6 * noise + 0.4 * Math.sin(2 * Math.PI * 220 * t));
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_000), 44 + i * 2);
  }
  return buffer;
}

/** Two bits in a set list called "Club set". */
export async function aClubSet(page: Page) {
  const opener = await aJokeNote(page, { setup: "Airport opener" });
  const closer = await aJokeNote(page, { setup: "Dentist closer" });
  const set: SetList = await apiClient(page.request).setLists.create({ body: { name: "Club set", targetMinutes: 5, jokeNoteIds: [opener.id, closer.id] } }).answer();
  return { opener, closer, set };
}

/**
 * A 20-second recording of the Club set, as perform mode would leave it: the opener 0–10 s, the
 * closer 10–20 s, and three laughs (one in the opener, two in the closer).
 */
export async function aRecordedSet(page: Page, laughs: TimeSpan[] = [
  { startMs: 2_000, endMs: 3_500 },
  { startMs: 12_000, endMs: 14_000 },
  { startMs: 16_000, endMs: 17_000 },
]) {
  const club = await aClubSet(page);
  const api = apiClient(page.request);
  const { id } = await api.recordings.create({ body: { setListId: club.set.id, startedAt: "2026-11-20T21:30:00Z", mimeType: "audio/wav" } }).answer();
  await api.recordings.putChunk({ params: { id, seq: 0 }, body: aWav(20), contentType: "audio/wav" }).answer();
  await api.recordings.finish({
    params: { id },
    body: {
      durationMs: 20_000,
      chunkCount: 1,
      bits: [
        { jokeNoteId: club.opener.id, startMs: 0, endMs: 10_000 },
        { jokeNoteId: club.closer.id, startMs: 10_000, endMs: 20_000 },
      ],
    },
  }).answer();
  const recording: Recording = await api.recordings.replaceLaughs({ params: { id }, body: { laughs } }).answer();
  return { ...club, recording };
}

export async function savedRecording(page: Page, id: number): Promise<Recording> {
  return apiClient(page.request).recordings.get({ params: { id } }).answer();
}
