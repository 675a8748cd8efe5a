import { describe, expect, it } from "vitest";
import { Fft } from "./fft";

describe("Fft", () => {
  it("puts a cosine's energy in its own bin", () => {
    const n = 64;
    const fft = new Fft(n);
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 5 * i) / n));
    const im = new Float64Array(n);
    fft.transform(re, im);
    const magnitude = Array.from(re, (r, k) => Math.hypot(r, im[k]!));
    expect(magnitude[5]).toBeCloseTo(n / 2, 6);
    expect(magnitude[n - 5]).toBeCloseTo(n / 2, 6);
    expect(magnitude.filter((_, k) => k !== 5 && k !== n - 5).every((m) => m < 1e-9)).toBe(true);
  });

  it("comes back to the signal through the inverse (scaled by n)", () => {
    const n = 256;
    const fft = new Fft(n);
    const signal = Float64Array.from({ length: n }, (_, i) => Math.sin(i * 0.37) + ((i * 7919) % 13) / 13);
    const re = Float64Array.from(signal);
    const im = new Float64Array(n);
    fft.transform(re, im);
    fft.transform(re, im, true);
    signal.forEach((v, i) => expect(re[i]! / n).toBeCloseTo(v, 9));
  });

  it("refuses a size that is not a power of two", () => {
    expect(() => new Fft(100)).toThrow();
  });
});
