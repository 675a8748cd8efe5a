import { createStore, del, delMany, get, getMany, promisifyRequest, set, update } from "idb-keyval";
import { appendFeatures, emptyFeatures, type AudioFeatures } from "@shared/recordings/audio-features";
import type { RecordingUpload } from "./upload-plan";

/**
 * Recordings on this device until the server has them: one entry listing every recording's
 * upload state, and each chunk of audio (and the room features measured with it) as its own
 * entry, deleted once the server has it. Every change of the list is made against what is
 * stored (one IndexedDB transaction), so a recording tab and a sending tab never overwrite
 * each other; this tab's copy is what the screens show.
 */
const store = createStore("comedy-toolkit-recordings", "uploads");
const LIST = "uploads";
type Uploads = Record<string, RecordingUpload>;

const chunkKey = (localKey: string, seq: number) => `chunk:${localKey}:${seq}`;
const featuresKey = (localKey: string, part: number) => `features:${localKey}:${part}`;

let snapshot: Uploads = {};
let loaded = false;
const listeners = new Set<() => void>();

function publish(uploads: Uploads): Uploads {
  snapshot = uploads;
  loaded = true;
  for (const listener of listeners) listener();
  return uploads;
}

/** Every recording's upload as stored now. */
export async function readUploads(): Promise<Uploads> {
  return publish((await get<Uploads>(LIST, store)) ?? {});
}

/** Changes one recording's upload (gone: `undefined`): shown at once, then stored. */
export async function changeUpload(localKey: string, change: (upload: RecordingUpload) => RecordingUpload | undefined): Promise<RecordingUpload | undefined> {
  const apply = (uploads: Uploads): Uploads => {
    const current = uploads[localKey];
    if (!current) return uploads;
    const next = change(current);
    const { [localKey]: _gone, ...rest } = uploads;
    return next ? { ...rest, [localKey]: next } : rest;
  };
  publish(apply(snapshot));
  await update<Uploads>(LIST, (stored) => apply(stored ?? {}), store);
  return (await readUploads())[localKey];
}

export async function addUpload(upload: RecordingUpload): Promise<void> {
  publish({ ...snapshot, [upload.localKey]: upload });
  await update<Uploads>(LIST, (stored) => ({ ...stored, [upload.localKey]: upload }), store);
  await readUploads();
}

/**
 * Keeps chunk `seq` and the features measured since the previous one, and counts it in the
 * upload, all in one IndexedDB transaction: a tab killed half-way keeps all of it or none.
 */
export async function keepChunk(localKey: string, seq: number, audio: Blob, features: AudioFeatures, keptMs: number): Promise<void> {
  const count = (upload: RecordingUpload): RecordingUpload => ({
    ...upload,
    chunksKept: Math.max(upload.chunksKept, seq + 1),
    keptMs: Math.max(upload.keptMs, Math.round(keptMs)),
  });
  const current = snapshot[localKey];
  if (current) publish({ ...snapshot, [localKey]: count(current) });
  await store("readwrite", (objects) => {
    objects.put(audio, chunkKey(localKey, seq));
    objects.put(features, featuresKey(localKey, seq));
    const read = objects.get(LIST);
    read.onsuccess = () => {
      const uploads = (read.result as Uploads | undefined) ?? {};
      const upload = uploads[localKey];
      if (upload) objects.put({ ...uploads, [localKey]: count(upload) }, LIST);
    };
    return promisifyRequest(objects.transaction);
  });
  await readUploads();
}

/** Keeps the features measured after the last chunk (part `part`, one past the last chunk's seq). */
export const keepTailFeatures = (localKey: string, part: number, features: AudioFeatures) => set(featuresKey(localKey, part), features, store);

export const readChunk = (localKey: string, seq: number) => get<Blob>(chunkKey(localKey, seq), store);

export const dropChunk = (localKey: string, seq: number) => del(chunkKey(localKey, seq), store);

/** All the features kept for a recording, in order (parts 0..chunkCount, any missing skipped). */
export async function readFeatures(localKey: string, chunkCount: number): Promise<AudioFeatures | undefined> {
  const parts = await getMany<AudioFeatures | undefined>(
    Array.from({ length: chunkCount + 1 }, (_, part) => featuresKey(localKey, part)),
    store,
  );
  const found = parts.filter((part): part is AudioFeatures => part !== undefined);
  if (found.length === 0) return undefined;
  return found.reduce((all, part) => appendFeatures(all, part), emptyFeatures(found[0]?.frameMs));
}

/** Forgets a recording's features once the server has analysed them, or the recording is gone. */
export const dropFeatures = (localKey: string, chunkCount: number) =>
  delMany(Array.from({ length: chunkCount + 1 }, (_, part) => featuresKey(localKey, part)), store);

/** Forgets every chunk of a recording the server will never take (deleted there). */
export const dropChunks = (localKey: string, from: number, to: number) =>
  delMany(Array.from({ length: Math.max(0, to - from) }, (_, i) => chunkKey(localKey, from + i)), store);

/** Calls `listener` after every change of this tab's copy. */
export function subscribeToUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's copy. */
export const currentUploads = (): Uploads => snapshot;

/** Reads the stored list once in this tab, for a screen that shows it. */
export function loadUploadsOnce(): void {
  if (!loaded) void readUploads();
}
