import { appendFeatures, emptyFeatures, type AudioFeatures } from "@shared/recordings/audio-features";
import { RECORD_TIMESLICE_MS } from "@shared/recordings/recording-limits";
import { markBit } from "./bit-timeline";
import workletUrl from "./feature-worklet.ts?worker&url";
import { pickMimeType, recordedMimeType } from "./pick-mime-type";
import { markLive, recordingLockName, sendRecordings } from "./send-recordings";
import { addUpload, changeUpload, keepChunk, keepTailFeatures } from "./upload-store";

/** Why recording could not start, in words for the comedian (the set goes on without it). */
export class RecordingUnavailable extends Error {}

/** The microphone as a laughing room needs it: none of the browser's clean-up for calls. */
export const ROOM_AUDIO: MediaTrackConstraints = { echoCancellation: false, noiseSuppression: false, autoGainControl: false };

export interface RecordingSession {
  localKey: string;
  /** Ms since recording started. */
  elapsedMs: () => number;
  /** A bit came on screen. */
  markBit: (jokeNoteId: number) => void;
  /** Stops, keeps everything, and sends it when it can. Safe to call twice. */
  stop: () => Promise<void>;
}

async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
    throw new RecordingUnavailable("This browser cannot record here, so the set goes on without recording.");
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: ROOM_AUDIO });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    if (name === "NotAllowedError" || name === "SecurityError") {
      throw new RecordingUnavailable("The microphone is not allowed, so the set goes on without recording. You can allow it in your browser's site settings.");
    }
    if (name === "NotFoundError" || name === "OverconstrainedError") {
      throw new RecordingUnavailable("No microphone was found, so the set goes on without recording.");
    }
    throw new RecordingUnavailable("The microphone could not be opened, so the set goes on without recording.");
  }
}

/**
 * The room meter's audio context with its worklet loaded, before the microphone opens: loading
 * it can take a second or two on a busy phone, and the set's first seconds must not wait for
 * it. Without Web Audio the recording simply has no features.
 */
async function prepareRoomMeter(): Promise<AudioContext | undefined> {
  let context: AudioContext | undefined;
  try {
    context = new AudioContext();
    await context.audioWorklet.addModule(workletUrl);
    await context.resume();
    return context;
  } catch {
    await context?.close().catch(() => undefined);
    return undefined;
  }
}

/** The room's features, measured off the main thread from the microphone's samples; returns how to stop. */
function measureRoom(context: AudioContext | undefined, stream: MediaStream, onFrames: (frames: AudioFeatures) => void): (() => Promise<void>) | undefined {
  if (!context) return undefined;
  try {
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, "room-features", { numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [1] });
    node.port.onmessage = (event: MessageEvent<AudioFeatures>) => onFrames(event.data);
    source.connect(node);
    // Pulled by the output (silent: the processor writes nothing), as an unconnected node may not run.
    node.connect(context.destination);
    return async () => {
      node.port.postMessage("stop");
      await new Promise((resolve) => setTimeout(resolve, 100));
      source.disconnect();
      node.disconnect();
      await context.close().catch(() => undefined);
    };
  } catch {
    void context.close().catch(() => undefined);
    return undefined;
  }
}

/**
 * Starts recording the set: asks for the microphone (refused or missing: `RecordingUnavailable`),
 * records chunks of `RECORD_TIMESLICE_MS`, keeps each in IndexedDB before anything else, and
 * has the sender take it to the server in order.
 */
export async function startRecording({
  userId,
  setListId,
  onScreen,
  onLevel,
  onEnded,
}: {
  userId: number;
  setListId: number | null;
  /** The bit on screen as recording starts: its stretch starts at 0. */
  onScreen?: number;
  /** The room's latest level in dBFS, about four times a second (the meter). */
  onLevel: (levelDb: number) => void;
  /** The microphone went away mid-set (unplugged, taken by another app): the recording stopped. */
  onEnded: () => void;
}): Promise<RecordingSession> {
  const meter = await prepareRoomMeter();
  let stream: MediaStream;
  try {
    stream = await openMicrophone();
  } catch (error) {
    await meter?.close().catch(() => undefined);
    throw error;
  }
  const asked = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, { ...(asked ? { mimeType: asked } : {}), audioBitsPerSecond: 96_000 });
  } catch {
    for (const track of stream.getTracks()) track.stop();
    await meter?.close().catch(() => undefined);
    throw new RecordingUnavailable("This browser cannot record here, so the set goes on without recording.");
  }

  const localKey = crypto.randomUUID();
  let features = emptyFeatures();
  const takeFeatures = () => {
    const taken = features;
    features = emptyFeatures();
    return taken;
  };
  const stopMeasuring = measureRoom(meter, stream, (frames) => {
    appendFeatures(features, frames);
    const latest = frames.levelDb[frames.levelDb.length - 1];
    if (latest !== undefined) onLevel(latest);
  });

  // Every write to the device in the order it happened: a chunk is kept before the next, and the stop after them all.
  let writes: Promise<unknown> = Promise.resolve();
  const then = (write: () => Promise<unknown>) => {
    writes = writes.then(write).catch(() => undefined);
    return writes;
  };
  let releaseLock: (() => void) | undefined;
  void navigator.locks?.request(recordingLockName(localKey), () => new Promise<void>((resolve) => (releaseLock = resolve)));
  markLive(localKey, true);

  // The upload is written down while the recorder already runs, so the set's first seconds do not
  // wait for the device's storage; its chunks are kept after it, in order.
  const added = addUpload({
    localKey,
    userId,
    serverId: null,
    setListId,
    startedAt: new Date().toISOString(),
    mimeType: recordedMimeType(asked ?? "", asked),
    state: "recording",
    chunksKept: 0,
    chunksSent: 0,
    keptMs: 0,
    marks: onScreen === undefined ? [] : [{ jokeNoteId: onScreen, startMs: 0 }],
    durationMs: null,
    finishSent: false,
    attempts: 0,
    notBefore: 0,
  });
  added.catch(() => undefined);
  void then(() => added);
  let startedAt = performance.now();
  const elapsedMs = () => performance.now() - startedAt;
  let seq = 0;
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    const chunk = { seq: seq++, audio: event.data, features: takeFeatures(), keptMs: elapsedMs() };
    void then(() => keepChunk(localKey, chunk.seq, chunk.audio, chunk.features, chunk.keptMs)).then(() => sendRecordings(userId));
  };
  try {
    recorder.start(RECORD_TIMESLICE_MS);
  } catch {
    await stopMeasuring?.();
    for (const track of stream.getTracks()) track.stop();
    await added.catch(() => undefined);
    await changeUpload(localKey, () => undefined);
    markLive(localKey, false);
    releaseLock?.();
    throw new RecordingUnavailable("This browser cannot record here, so the set goes on without recording.");
  }
  startedAt = performance.now();
  // The features heard before the recorder started are not the recording's: its time starts here.
  takeFeatures();
  try {
    await added;
  } catch {
    recorder.ondataavailable = null;
    recorder.stop();
    await stopMeasuring?.();
    for (const track of stream.getTracks()) track.stop();
    await changeUpload(localKey, () => undefined).catch(() => undefined);
    markLive(localKey, false);
    releaseLock?.();
    throw new RecordingUnavailable("This device could not keep a recording, so the set goes on without recording.");
  }
  // The browser may settle on a type of its own (with its codec named): the server is told that one.
  if (recorder.mimeType && recorder.mimeType !== asked) {
    const mimeType = recordedMimeType(recorder.mimeType, asked);
    void then(() => changeUpload(localKey, (u) => (u.serverId === null ? { ...u, mimeType } : u)));
  }
  void then(() => sendRecordings(userId));

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const durationMs = Math.max(Math.round(elapsedMs()), 1);
      const stopped = new Promise((resolve) => recorder.addEventListener("stop", resolve, { once: true }));
      if (recorder.state !== "inactive") {
        recorder.stop();
        // The last chunk comes with "stop"; a recorder that never says so is not waited for long.
        await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      }
      await stopMeasuring?.();
      for (const track of stream.getTracks()) track.stop();
      await then(async () => {
        await keepTailFeatures(localKey, seq, takeFeatures());
        await changeUpload(localKey, (u) => ({ ...u, state: "stopped", durationMs: Math.max(durationMs, 1) }));
      });
      window.removeEventListener("pagehide", flush);
      markLive(localKey, false);
      releaseLock?.();
      void sendRecordings(userId);
    })();
    return stopping;
  };
  // The tab is going away (closed, reloaded): the audio since the last chunk is handed over now,
  // for a chance to keep it too. Harmless if the page stays (a chunk a little shorter).
  const flush = () => {
    if (recorder.state === "recording") recorder.requestData();
  };
  window.addEventListener("pagehide", flush);
  for (const track of stream.getAudioTracks()) {
    track.addEventListener("ended", () => {
      void stop();
      onEnded();
    });
  }

  return {
    localKey,
    elapsedMs,
    markBit: (jokeNoteId) => {
      const at = elapsedMs();
      void then(() => changeUpload(localKey, (u) => ({ ...u, marks: markBit(u.marks, jokeNoteId, at) })));
    },
    stop,
  };
}
