/**
 * Logistic regression for the laugh meter's fitted scores: full-batch gradient descent on
 * standardised inputs, with the two classes weighted equally and a little L2. Deterministic: the
 * same rows give the same weights.
 */
export interface Fitted {
  bias: number;
  weights: number[];
}

export function fitLogistic(rows: readonly number[][], labels: readonly boolean[], { l2 = 1e-3, iterations = 600, rate = 0.5 } = {}): Fitted {
  const k = rows[0]?.length ?? 0;
  const n = rows.length;
  const mean = new Array<number>(k).fill(0);
  const sd = new Array<number>(k).fill(0);
  for (const row of rows) row.forEach((v, j) => (mean[j]! += v / n));
  for (const row of rows) row.forEach((v, j) => (sd[j]! += (v - mean[j]!) ** 2 / n));
  const scale = sd.map((v) => Math.sqrt(v) || 1);
  const z = rows.map((row) => row.map((v, j) => (v - mean[j]!) / scale[j]!));
  const positives = labels.filter(Boolean).length;
  const weightOf = (label: boolean) => n / (2 * Math.max(1, label ? positives : n - positives));
  let w = new Array<number>(k).fill(0);
  let b = 0;
  for (let it = 0; it < iterations; it++) {
    const gradient = new Array<number>(k).fill(0);
    let gradientB = 0;
    z.forEach((row, i) => {
      const label = labels[i]!;
      const p = 1 / (1 + Math.exp(-(b + row.reduce((sum, v, j) => sum + v * w[j]!, 0))));
      const error = (p - (label ? 1 : 0)) * weightOf(label);
      gradientB += error;
      row.forEach((v, j) => (gradient[j]! += error * v));
    });
    w = w.map((v, j) => v - rate * (gradient[j]! / n + l2 * v));
    b -= (rate * gradientB) / n;
  }
  return { weights: w.map((v, j) => v / scale[j]!), bias: b - w.reduce((sum, v, j) => sum + (v * mean[j]!) / scale[j]!, 0) };
}
