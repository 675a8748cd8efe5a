/** A deterministic shuffle of ids (seeded), so a failing order test can be read again. */
export function shuffled(ids: readonly number[], seed: number): number[] {
  const out = [...ids];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
