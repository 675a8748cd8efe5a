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
      // One channel of the room: the channels averaged, copied (the engine reuses its buffers).
      const mono = new Float32Array(first.length);
      for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
      this.extractor.push(mono);
      this.sinceFlush += mono.length;
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
