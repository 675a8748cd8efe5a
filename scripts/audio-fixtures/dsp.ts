/** Small signal helpers for the fixtures (offline, so clarity over speed). */

export const dbToGain = (db: number) => Math.pow(10, db / 20);

export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** RMS over the samples that are not near-silent (a voice's active part). */
export function activeRms(samples: Float32Array): number {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const gate = peak * 0.05;
  let sum = 0;
  let n = 0;
  for (const s of samples) {
    if (Math.abs(s) > gate) {
      sum += s * s;
      n++;
    }
  }
  return n > 0 ? Math.sqrt(sum / n) : 0;
}

export function scale(samples: Float32Array, gain: number): Float32Array {
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] ?? 0) * gain;
  return samples;
}

/** Adds `source` into `into` starting at sample `at` (clipped to `into`'s length). */
export function mixInto(into: Float32Array, source: Float32Array, at: number, gain = 1): void {
  const start = Math.max(0, -at);
  const end = Math.min(source.length, into.length - at);
  for (let i = start; i < end; i++) into[at + i] = (into[at + i] ?? 0) + (source[i] ?? 0) * gain;
}

/** A two-pole resonator (a formant), unity-ish gain at its centre. */
export class Resonator {
  private y1 = 0;
  private y2 = 0;
  private readonly a0: number;
  private readonly b1: number;
  private readonly b2: number;
  constructor(frequency: number, bandwidth: number, sampleRate: number) {
    const r = Math.exp((-Math.PI * bandwidth) / sampleRate);
    this.b1 = 2 * r * Math.cos((2 * Math.PI * frequency) / sampleRate);
    this.b2 = -r * r;
    this.a0 = 1 - r;
  }
  step(x: number): number {
    const y = this.a0 * x + this.b1 * this.y1 + this.b2 * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** First-order high-pass then low-pass in place (a PA's band, or a room's rumble). */
export function band(samples: Float32Array, lowHz: number, highHz: number, sampleRate: number): Float32Array {
  const hp = Math.exp((-2 * Math.PI * lowHz) / sampleRate);
  const lp = 1 - Math.exp((-2 * Math.PI * highHz) / sampleRate);
  let prevX = 0;
  let prevHp = 0;
  let low = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] ?? 0;
    prevHp = hp * (prevHp + x - prevX);
    prevX = x;
    low += lp * (prevHp - low);
    samples[i] = low;
  }
  return samples;
}

/** A light Schroeder reverb (four combs, two all-passes), mixed in place: the room. */
export function reverb(samples: Float32Array, sampleRate: number, wet: number): Float32Array {
  const combs = [0.0297, 0.0371, 0.0411, 0.0437].map((s) => Math.round(s * sampleRate));
  const feedback = 0.72;
  const out = new Float32Array(samples.length);
  for (const delay of combs) {
    const line = new Float32Array(delay);
    let k = 0;
    for (let i = 0; i < samples.length; i++) {
      const y = line[k] ?? 0;
      line[k] = (samples[i] ?? 0) + y * feedback;
      out[i] = (out[i] ?? 0) + y / combs.length;
      k = (k + 1) % delay;
    }
  }
  for (const seconds of [0.005, 0.0017]) {
    const delay = Math.round(seconds * sampleRate);
    const line = new Float32Array(delay);
    let k = 0;
    for (let i = 0; i < out.length; i++) {
      const buffered = line[k] ?? 0;
      const x = out[i] ?? 0;
      const y = -0.7 * x + buffered;
      line[k] = x + 0.7 * y;
      out[i] = y;
      k = (k + 1) % delay;
    }
  }
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] ?? 0) * (1 - wet * 0.5) + (out[i] ?? 0) * wet;
  return samples;
}
