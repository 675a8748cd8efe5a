// Recordings made through the API with the page's session, and a small WAV file built here, so
// a test can start from a recorded set without a microphone.
import type { Page } from "@playwright/test";
import type { Recording, TimeSpan } from "../shared/recordings/recording-dto";
import type { SetList } from "../shared/set-lists/set-list-dto";
import { expect } from "./fixtures";
import { aJokeNote } from "./joke-note-data";
import { asBrowser } from "./as-browser";

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
  const res = await asBrowser(page.request).post("/api/set-lists", { data: { name: "Club set", targetMinutes: 5, jokeNoteIds: [opener.id, closer.id] } });
  expect(res.status(), await res.text()).toBe(201);
  return { opener, closer, set: (await res.json()) as SetList };
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
  const created = await asBrowser(page.request).post("/api/recordings", {
    data: { setListId: club.set.id, startedAt: "2026-11-20T21:30:00Z", mimeType: "audio/wav" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const chunk = await asBrowser(page.request).put(`/api/recordings/${id}/chunks/0`, { data: aWav(20), headers: { "Content-Type": "audio/wav" } });
  expect(chunk.status(), await chunk.text()).toBeLessThan(300);
  const finished = await asBrowser(page.request).post(`/api/recordings/${id}/finish`, {
    data: {
      durationMs: 20_000,
      chunkCount: 1,
      bits: [
        { jokeNoteId: club.opener.id, startMs: 0, endMs: 10_000 },
        { jokeNoteId: club.closer.id, startMs: 10_000, endMs: 20_000 },
      ],
    },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  const marked = await asBrowser(page.request).put(`/api/recordings/${id}/laughs`, { data: { laughs } });
  expect(marked.status(), await marked.text()).toBe(200);
  return { ...club, recording: (await marked.json()) as Recording };
}

export async function savedRecording(page: Page, id: number): Promise<Recording> {
  const res = await page.request.get(`/api/recordings/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Recording;
}
