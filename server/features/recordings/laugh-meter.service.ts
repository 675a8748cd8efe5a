import type { LaughMeter } from "@shared/recordings/recording-dto";
import { DEFAULT_TUNING, MIN_CORRECTED_SETS, tuningFor, type CorrectedSet } from "@shared/recordings/meter-tuning";
import * as meter from "./laugh-meter.repository";
import type { RecordingDeps } from "./recordings.service";

/** The venues with enough corrected sets of their own, by the name first given (case and spaces aside). */
function venuesOf(sets: readonly CorrectedSet[]): LaughMeter["venues"] {
  const counts = new Map<string, { venue: string; correctedSets: number }>();
  for (const set of sets) {
    if (set.venue === null || set.venue.trim() === "") continue;
    const key = set.venue.trim().toLocaleLowerCase("en");
    const entry = counts.get(key) ?? { venue: set.venue.trim(), correctedSets: 0 };
    entry.correctedSets++;
    counts.set(key, entry);
  }
  return [...counts.values()].filter((v) => v.correctedSets >= MIN_CORRECTED_SETS).sort((a, b) => b.correctedSets - a.correctedSets || a.venue.localeCompare(b.venue));
}

/** What the meter has learned from the comedian's corrections (since it last went back to the default). */
export async function laughMeter(deps: RecordingDeps, userId: number): Promise<LaughMeter> {
  const [sets, corrections] = await Promise.all([meter.correctedSets(deps.db, userId), meter.correctionCount(deps.db, userId)]);
  const learned = tuningFor(sets, null);
  return {
    correctedSets: sets.length,
    setsToLearn: MIN_CORRECTED_SETS,
    isDefault: learned.sets === 0,
    venues: venuesOf(sets),
    tuning: learned.tuning,
    defaultTuning: DEFAULT_TUNING,
    corrections,
  };
}

/** Back to the default: the corrections made so far stay kept, but the meter learns again from the next ones. */
export async function resetLaughMeter(deps: RecordingDeps, userId: number): Promise<LaughMeter> {
  await meter.learnFromNow(deps.db, userId);
  return laughMeter(deps, userId);
}
