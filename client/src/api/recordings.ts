import type { Recording, RecordingSummary, TimeSpan } from "@shared/recordings/recording-dto";
import type { BitSegmentInput, CreateRecordingInput, FinishRecordingInput } from "@shared/recordings/recording-input";
import { apiRequest, getJson } from "@/api/api-request";

/** The recordings resource: one function per endpoint, shared by every feature that records or plays back. */

export const RECORDINGS_KEY = ["/api/recordings"] as const;
export const recordingKey = (id: number) => ["/api/recordings", id] as const;

export async function createRecording(input: CreateRecordingInput): Promise<{ id: number }> {
  const res = await apiRequest("POST", "/api/recordings", input);
  return (await res.json()) as { id: number };
}

/** Sends one chunk of audio; the same seq again is a no-op, so a retry never duplicates audio. */
export async function putRecordingChunk(id: number, seq: number, audio: Blob, mimeType: string): Promise<void> {
  await apiRequest("PUT", `/api/recordings/${id}/chunks/${seq}`, audio, { headers: { "Content-Type": mimeType } });
}

export async function finishRecording(id: number, input: FinishRecordingInput): Promise<Recording> {
  const res = await apiRequest("POST", `/api/recordings/${id}/finish`, input);
  return (await res.json()) as Recording;
}

export const getRecordings = async (signal?: AbortSignal) => (await getJson<{ recordings: RecordingSummary[] }>("/api/recordings", signal)).recordings;

export const getRecording = (id: number, signal?: AbortSignal) => getJson<Recording>(`/api/recordings/${id}`, signal);

export async function replaceRecordingLaughs(id: number, laughs: TimeSpan[]): Promise<Recording> {
  const res = await apiRequest("PUT", `/api/recordings/${id}/laughs`, { laughs });
  return (await res.json()) as Recording;
}

export async function replaceRecordingBits(id: number, bits: BitSegmentInput[]): Promise<Recording> {
  const res = await apiRequest("PUT", `/api/recordings/${id}/bits`, { bits });
  return (await res.json()) as Recording;
}

export async function deleteRecording(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/recordings/${id}`);
}

/** Where an <audio> element plays the recording from (Range requests, owner only). */
export const recordingAudioUrl = (id: number) => `/api/recordings/${id}/audio`;
