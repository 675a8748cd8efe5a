import type { recordingsApi } from "@shared/api/recordings";
import { endpoint, routeUrl } from "../http/endpoint";

/** The recordings resource: one function per endpoint, shared by every feature that records or plays back. */

type Routes = typeof recordingsApi.routes;

/** The comedian's recordings, newest first. */
export const getRecordings = endpoint<Routes["list"]>("GET", "/api/recordings");
/** Send an `Idempotency-Key` header (the same on every retry) so a retry whose first answer was lost makes no second recording. */
export const createRecording = endpoint<Routes["create"]>("POST", "/api/recordings");
/** One recording with its bits, laughs and envelope. */
export const getRecording = endpoint<Routes["get"]>("GET", "/api/recordings/:id");
/**
 * Sends one chunk of audio, with the recording's type as its Content-Type (pass it in the
 * headers); the same seq again is a no-op, so a retry never duplicates audio.
 */
export const putRecordingChunk = endpoint<Routes["putChunk"]>("PUT", "/api/recordings/:id/chunks/:seq");
export const finishRecording = endpoint<Routes["finish"]>("POST", "/api/recordings/:id/finish");
export const replaceRecordingLaughs = endpoint<Routes["replaceLaughs"]>("PUT", "/api/recordings/:id/laughs");
export const replaceRecordingApplause = endpoint<Routes["replaceApplause"]>("PUT", "/api/recordings/:id/applause");
export const replaceRecordingBits = endpoint<Routes["replaceBits"]>("PUT", "/api/recordings/:id/bits");
/** What the laugh meter has learned from the comedian's corrections. */
export const getLaughMeter = endpoint<Routes["meter"]>("GET", "/api/laugh-meter");
/** Back to the default meter (it learns again from the corrections made after now). */
export const resetLaughMeter = endpoint<Routes["resetMeter"]>("DELETE", "/api/laugh-meter/learned");
export const deleteRecording = endpoint<Routes["remove"]>("DELETE", "/api/recordings/:id");
/** Each time a joke was recorded, newest first. */
export const getJokeNoteTakes = endpoint<Routes["takes"]>("GET", "/api/joke-notes/:id/takes");

const AUDIO_PATH: Routes["audio"]["path"] = "/api/recordings/:id/audio";

/** Where an <audio> element plays the recording from: the browser fetches it itself, with Range requests (owner only). */
export const recordingAudioUrl = (id: number) => routeUrl(AUDIO_PATH, { params: { id } });
