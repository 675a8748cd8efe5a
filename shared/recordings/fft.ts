/**
 * An in-place radix-2 complex FFT of a fixed size, with its tables built once: pure, no
 * imports, and nothing allocated per transform (it runs on the audio thread).
 */
export class Fft {
  readonly size: number;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;

  constructor(size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new Error("FFT size must be a power of two");
    this.size = size;
    this.cos = new Float64Array(size / 2);
    this.sin = new Float64Array(size / 2);
    for (let i = 0; i < size / 2; i++) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / size);
      this.sin[i] = -Math.sin((2 * Math.PI * i) / size);
    }
    this.reversed = new Uint32Array(size);
    const bits = Math.log2(size);
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
  }

  /** The bytes its tables hold. */
  get stateBytes(): number {
    return this.cos.byteLength + this.sin.byteLength + this.reversed.byteLength;
  }

  /** Forward transform of (re, im) in place; `inverse` runs the inverse without the 1/N scale. */
  transform(re: Float64Array, im: Float64Array, inverse = false): void {
    const n = this.size;
    const reversed = this.reversed;
    for (let i = 0; i < n; i++) {
      const j = reversed[i]!;
      if (j > i) {
        const tr = re[i]!;
        re[i] = re[j]!;
        re[j] = tr;
        const ti = im[i]!;
        im[i] = im[j]!;
        im[j] = ti;
      }
    }
    const cos = this.cos;
    const sin = this.sin;
    const sign = inverse ? -1 : 1;
    for (let half = 1; half < n; half <<= 1) {
      const step = n / (half * 2);
      for (let k = 0; k < half; k++) {
        const wr = cos[k * step]!;
        const wi = sign * sin[k * step]!;
        for (let a = k; a < n; a += half * 2) {
          const b = a + half;
          const br = re[b]!;
          const bi = im[b]!;
          const ar = re[a]!;
          const ai = im[a]!;
          const xr = br * wr - bi * wi;
          const xi = br * wi + bi * wr;
          re[b] = ar - xr;
          im[b] = ai - xi;
          re[a] = ar + xr;
          im[a] = ai + xi;
        }
      }
    }
  }
}
