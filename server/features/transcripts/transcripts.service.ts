// A recording's transcript as the comedian reads and corrects it: the words the service made
// (or the comedian's corrections), each bit's words against its joke note, the laughs on the words.
import { alignTranscript, type WrittenJoke } from "@shared/transcripts/align-transcript";
import { TRANSCRIPTS_OFF, type CorrectTranscriptInput, type Transcript } from "@shared/transcripts/transcript-dto";
import type { Db } from "../../db/client";
import { conflict, invalid } from "../../domain/domain-error";
import type { ObjectStore } from "../../integrations/storage/object-store";
import { getNote } from "../joke-notes/joke-notes.service";
import { getRecording } from "../recordings/recordings.service";
import * as repo from "./transcripts.repository";

export interface TranscriptDeps {
  db: Db;
  storage: ObjectStore;
  /** False when the site has no transcription service: transcripts are off. */
  transcriptsOn: boolean;
  /** Wakes this instance's queue (a transcript is waiting); a no-op when transcripts are off. */
  nudge: () => void;
}

/** The bits' notes as written (a note deleted since is compared with nothing). */
async function writtenNotes(db: Db, userId: number, ids: number[]): Promise<Map<number, WrittenJoke>> {
  const notes = new Map<number, WrittenJoke>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const note = await getNote(db, userId, id).catch(() => undefined);
      if (note) notes.set(id, { setup: note.setup, punchlines: note.punchlines });
    }),
  );
  return notes;
}

export async function getTranscript(deps: TranscriptDeps, userId: number, recordingId: number): Promise<Transcript> {
  const recording = await getRecording(deps, userId, recordingId);
  const row = await repo.findTranscript(deps.db, userId, recordingId);
  const made = row?.status === "done" || row?.status === "failed";
  if (!deps.transcriptsOn && !made) return { status: "off", message: TRANSCRIPTS_OFF, edited: false, words: [], bits: [] };
  if (!row) return { status: "waiting", edited: false, words: [], bits: [] };
  const notes = row.words.length > 0 ? await writtenNotes(deps.db, userId, recording.bits.map((b) => b.jokeNoteId)) : new Map<number, WrittenJoke>();
  const bits = row.words.length > 0 ? alignTranscript(row.words, recording.bits, notes) : [];
  return { status: row.status, ...(row.message ? { message: row.message } : {}), edited: row.edited, words: row.words, bits };
}

export async function correctTranscript(deps: TranscriptDeps, userId: number, recordingId: number, input: CorrectTranscriptInput): Promise<Transcript> {
  const recording = await getRecording(deps, userId, recordingId);
  const lengthMs = recording.durationMs ?? 0;
  const past = input.words.findIndex((w) => w.endMs > lengthMs);
  if (past >= 0) throw invalid(`words[${past}]: the recording is ${lengthMs} ms long; a word cannot end after it.`);
  if (!(await repo.correctTranscript(deps.db, userId, recordingId, input.words))) {
    throw conflict("This recording's transcript is not made yet: correct it once it is.");
  }
  return getTranscript(deps, userId, recordingId);
}

export async function retryTranscript(deps: TranscriptDeps, userId: number, recordingId: number): Promise<Transcript> {
  const recording = await getRecording(deps, userId, recordingId);
  if (!deps.transcriptsOn) throw conflict(`${TRANSCRIPTS_OFF}: an admin turns them on with TRANSCRIPTION_API_KEY (or OPENAI_API_KEY).`);
  if (recording.audioStatus !== "complete" || recording.durationMs === null) throw conflict("This recording's audio is not complete yet: its transcript is made once it is.");
  if (!(await repo.retryTranscript(deps.db, userId, recordingId))) {
    throw conflict("This recording's transcript is waiting, being made or made already: only a failed one is made again.");
  }
  deps.nudge();
  return getTranscript(deps, userId, recordingId);
}
