import type { Performance } from "@shared/performances/performance-dto";
import type { PerformanceInput } from "@shared/performances/performance-input";
import type { Db, DbExecutor } from "../../db/client";
import { retryLostRace } from "../../db/retry-lost-race";
import { invalid, notFound } from "../../domain/domain-error";
import { linkPerformance } from "../recordings/recordings.service";
import * as repo from "./performances.repository";

const NOT_FOUND = "Performance not found.";
const JOKES_NOT_YOURS = "Some of these jokes are not yours or no longer exist. Nothing was saved.";
const SET_NOT_YOURS = "That set list is not yours or no longer exists. Nothing was saved.";

async function saveRatings(tx: DbExecutor, userId: number, id: number, input: PerformanceInput): Promise<void> {
  if ((await repo.replaceRatings(tx, userId, id, input.ratings)) !== input.ratings.length) throw invalid(JOKES_NOT_YOURS);
}

async function checkSetList(tx: DbExecutor, userId: number, setListId: number | null): Promise<void> {
  if (setListId !== null && !(await repo.ownsSetList(tx, userId, setListId))) throw invalid(SET_NOT_YOURS);
}

/** The recording named links to the show (the recordings feature owns that link). */
async function linkRecording(tx: DbExecutor, userId: number, id: number, input: PerformanceInput): Promise<void> {
  if (input.recordingId !== undefined) await linkPerformance(tx, userId, id, input.recordingId);
}

async function load(db: DbExecutor, userId: number, id: number): Promise<Performance> {
  const performance = await repo.findPerformance(db, userId, id);
  if (!performance) throw notFound(NOT_FOUND);
  return performance;
}

/** Newest first; only the newest `limit` when given. */
export const listPerformances = (db: Db, userId: number, limit?: number) => repo.listPerformances(db, userId, limit);

export const getPerformance = (db: Db, userId: number, id: number) => load(db, userId, id);

/** Saves the show and its ratings together, or nothing when a joke or the set is not the owner's. */
export const createPerformance = (db: Db, userId: number, input: PerformanceInput) =>
  retryLostRace(() => db.transaction(async (tx) => {
    await repo.holdRatedJokes(tx, userId, null, input.ratings);
    await checkSetList(tx, userId, input.setListId);
    const id = await repo.insertPerformance(tx, userId, input);
    await saveRatings(tx, userId, id, input);
    await linkRecording(tx, userId, id, input);
    return load(tx, userId, id);
  }));

export const updatePerformance = (db: Db, userId: number, id: number, input: PerformanceInput) =>
  retryLostRace(() => db.transaction(async (tx) => {
    // The jokes first, before the show's own write (see holdRatedJokes).
    await repo.holdRatedJokes(tx, userId, id, input.ratings);
    if (!(await repo.updatePerformance(tx, userId, id, input))) throw notFound(NOT_FOUND);
    await checkSetList(tx, userId, input.setListId);
    await saveRatings(tx, userId, id, input);
    await linkRecording(tx, userId, id, input);
    return load(tx, userId, id);
  }));

export async function deletePerformance(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deletePerformance(db, userId, id))) throw notFound(NOT_FOUND);
}

export async function jokeHistory(db: Db, userId: number, jokeNoteId: number) {
  const history = await repo.jokeHistory(db, userId, jokeNoteId);
  if (!history) throw notFound("Joke note not found.");
  return history;
}
