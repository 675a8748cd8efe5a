import { Resonator } from "./dsp";
import type { Random } from "./random";

/** One person in the crowd: their voice and how they laugh. */
export interface Laugher {
  /** Fundamental at the bout's start, Hz (laughter sits high: ~140–450). */
  f0: number;
  /** "ha" syllables per second (~3.5–6). */
  rate: number;
  /** Vocal tract scale (formants × this). */
  tract: number;
  /** How breathy the vowel is, 0..1. */
  breath: number;
  gain: number;
}

export function randomLaugher(random: Random): Laugher {
  const high = random.next() < 0.5;
  return {
    f0: high ? random.range(250, 450) : random.range(130, 260),
    rate: random.range(3.6, 6),
    tract: high ? random.range(1.05, 1.2) : random.range(0.88, 1.02),
    breath: random.range(0.15, 0.5),
    gain: random.range(0.35, 1),
  };
}

/**
 * One person's laugh, `seconds` long: a run of "ha" syllables (an aspirated "h" then a voiced
 * "a": glottal pulses with jitter through three formants, plus breath noise), loud at first and
 * fading, pitch falling over the bout, ending with an in-breath.
 */
export function synthesizeLaugh(person: Laugher, seconds: number, sampleRate: number, random: Random): Float32Array {
  const total = Math.max(1, Math.round(seconds * sampleRate));
  const out = new Float32Array(total + Math.round(0.5 * sampleRate));
  const formants = [
    [random.range(750, 900), 110],
    [random.range(1150, 1400), 130],
    [random.range(2400, 2800), 220],
  ].map(([f, bw]) => ({ f: (f ?? 800) * person.tract, bw: bw ?? 100 }));
  const filters = formants.map(({ f, bw }) => new Resonator(Math.min(f, sampleRate * 0.45), bw, sampleRate));
  let glottal1 = 0;
  let glottal2 = 0;
  let phase = 0;
  let t = 0;
  let syllable = 0;
  while (t < total) {
    const period = sampleRate / (person.rate * random.range(0.85, 1.15));
    const hLength = Math.round(random.range(0.03, 0.06) * sampleRate);
    const voiced = Math.round(period * random.range(0.4, 0.6));
    const progress = t / total;
    const boutGain = (0.35 + 0.65 * (1 - progress)) * (syllable === 0 ? 0.7 : 1);
    const f0Start = person.f0 * (1 + 0.25 * (1 - progress)) * random.range(0.93, 1.07);
    for (let i = 0; i < period && t + i < total; i++) {
      let source = 0;
      let envelope: number;
      if (i < hLength) {
        envelope = 0.5 * (i / hLength);
        source = random.gauss() * 0.12;
      } else if (i < hLength + voiced) {
        const k = (i - hLength) / voiced;
        envelope = Math.min(1, k * 12) * Math.pow(1 - k, 0.6);
        const f0 = f0Start * (1 - 0.15 * k) * (1 + 0.01 * random.gauss());
        phase += f0 / sampleRate;
        let pulse = 0;
        if (phase >= 1) {
          phase -= 1;
          pulse = 1;
        }
        // An impulse per glottal cycle, tilted down by two one-pole low-passes (~-12 dB/octave).
        glottal1 += 0.35 * (pulse - glottal1);
        glottal2 += 0.35 * (glottal1 - glottal2);
        source = glottal2 * 2.5 * (1 - person.breath) + random.gauss() * person.breath * 0.04;
      } else {
        envelope = 0;
      }
      let y = source * envelope;
      for (const filter of filters) y = filter.step(y) * 4;
      out[t + i] = y * boutGain * person.gain;
    }
    t += Math.round(period);
    syllable++;
  }
  // The in-breath after the run: soft, high noise, well under the laugh.
  let sum = 0;
  for (let i = 0; i < total; i++) sum += (out[i] ?? 0) ** 2;
  const level = Math.sqrt(sum / total);
  const breath = Math.min(out.length - total, Math.round(random.range(0.25, 0.45) * sampleRate));
  const hiss = new Resonator(Math.min(3200, sampleRate * 0.4), 1800, sampleRate);
  const inBreath = new Float32Array(breath);
  let breathSum = 0;
  for (let i = 0; i < breath; i++) {
    inBreath[i] = hiss.step(random.gauss()) * Math.sin((Math.PI * i) / breath);
    breathSum += (inBreath[i] ?? 0) ** 2;
  }
  const gain = (0.15 * level) / (Math.sqrt(breathSum / Math.max(1, breath)) || 1);
  for (let i = 0; i < breath; i++) out[total + i] = (inBreath[i] ?? 0) * gain;
  return out;
}
