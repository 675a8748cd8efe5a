import { FeatureExtractor } from "@shared/recordings/audio-features";

/*
 * Runs on the audio thread (an AudioWorklet): turns the microphone's samples into the room's
 * features with the same extractor an import uses, and posts the finished frames to the page
 * about four times a second. Nothing here touches the page.
 */

// The AudioWorkletGlobalScope's own names (TypeScript's DOM library does not describe it).
declare const sampleRate: number;
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

// The name the page creates the node by (recording-session.ts).

class RoomFeatures extends AudioWorkletProcessor {
  private readonly extractor = new FeatureExtractor(sampleRate);
  /** The channels averaged, reused block after block (the engine's blocks are 128 samples). */
  private mono = new Float32Array(128);
  private readonly flushEvery = Math.round(sampleRate / 4);
  private sinceFlush = 0;
  private stopped = false;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent) => {
      if (event.data === "flush" || event.data === "stop") this.flush();
      if (event.data === "stop") this.stopped = true;
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0] ?? [];
    const first = channels[0];
    if (first && first.length > 0) {
      // One channel of the room: the channels averaged into a buffer made once (a new one only
      // if the engine ever sends longer blocks), so the audio thread allocates nothing per block.
      if (this.mono.length < first.length) this.mono = new Float32Array(first.length);
      const { mono } = this;
      const length = first.length;
      mono.fill(0, 0, length);
      for (let c = 0; c < channels.length; c++) {
        const channel = channels[c]!;
        for (let i = 0; i < length; i++) mono[i] = mono[i]! + (channel[i] ?? 0) / channels.length;
      }
      this.extractor.push(mono, length);
      this.sinceFlush += length;
      if (this.sinceFlush >= this.flushEvery) this.flush();
    }
    return !this.stopped;
  }

  private flush() {
    this.sinceFlush = 0;
    const frames = this.extractor.drain();
    this.port.postMessage(frames);
  }
}

registerProcessor("room-features", RoomFeatures);
