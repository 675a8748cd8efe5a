/**
 * The laugh meter's thresholds: which candidate events (laugh-detector.ts) count as laughs and
 * which as applause. The default suits most rooms; a comedian's own corrections can fit them to
 * theirs (fitTuning).
 */
export interface MeterTuning {
  /** A candidate is a laugh from this laugh score (log-odds) up. */
  laughScore: number;
  /** A candidate is applause from this applause score up (applause is decided first). */
  applauseScore: number;
  /** A laugh is at least this far over the room's floor on average (dB). */
  minRiseDb: number;
  /** A laugh lasts this long at least (ms). */
  minLaughMs: number;
}

export const DEFAULT_TUNING: MeterTuning = { laughScore: -0.75, applauseScore: 2.2, minRiseDb: 6, minLaughMs: 400 };
