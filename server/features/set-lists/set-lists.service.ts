import type { SetList, SetListSummary } from "@shared/set-lists/set-list-dto";
import type { CreateSetListInput, UpdateSetListInput } from "@shared/set-lists/set-list-input";
import { estimateBitSeconds } from "@shared/set-lists/estimate";
import type { Db, DbExecutor } from "../../db/client";
import { retryLostRace } from "../../db/retry-lost-race";
import { invalid, notFound } from "../../domain/domain-error";
import * as repo from "./set-lists.repository";

/** Also the answer for another comedian's set: whether it exists is not theirs to know. */
const NOT_FOUND = "Set list not found.";
const NOT_YOURS = "Some of these jokes are not yours or no longer exist. The set list was not changed.";

const toItem = (bit: repo.SetListBitRow) => ({
  jokeNoteId: bit.jokeNoteId,
  setup: bit.setup,
  punchlines: bit.punchlines,
  estimatedSeconds: estimateBitSeconds(bit),
});

async function load(db: DbExecutor, userId: number, id: number): Promise<SetList> {
  const set = await repo.findSetList(db, userId, id);
  if (!set) throw notFound(NOT_FOUND);
  const items = (await repo.listBits(db, userId, [id])).map(toItem);
  return {
    id: set.id,
    name: set.name,
    targetMinutes: set.targetMinutes,
    items,
    estimatedSeconds: items.reduce((sum, item) => sum + item.estimatedSeconds, 0),
  };
}

export const getSetList = (db: Db, userId: number, id: number) => load(db, userId, id);

export async function listSetLists(db: Db, userId: number): Promise<SetListSummary[]> {
  const sets = await repo.listSetLists(db, userId);
  const bits = await repo.listBits(db, userId, sets.map((set) => set.id));
  return sets.map((set) => {
    const own = bits.filter((bit) => bit.setListId === set.id);
    return {
      id: set.id,
      name: set.name,
      targetMinutes: set.targetMinutes,
      itemCount: own.length,
      estimatedSeconds: own.reduce((sum, bit) => sum + estimateBitSeconds(bit), 0),
      updatedAt: set.updatedAt.toISOString(),
    };
  });
}

/** Creates the set and its first bits together: a joke that is not the owner's creates nothing. */
export async function createSetList(db: Db, userId: number, input: CreateSetListInput): Promise<SetList> {
  return retryLostRace(() => db.transaction(async (tx) => {
    await repo.holdJokes(tx, userId, input.jokeNoteIds);
    const id = await repo.insertSetList(tx, userId, { name: input.name, targetMinutes: input.targetMinutes });
    if (input.jokeNoteIds.length > 0 && (await repo.replaceItems(tx, userId, id, input.jokeNoteIds)) !== "replaced") {
      throw invalid(NOT_YOURS);
    }
    return load(tx, userId, id);
  }));
}

export async function updateSetList(db: Db, userId: number, id: number, input: UpdateSetListInput): Promise<SetList> {
  if (!(await repo.updateSetList(db, userId, id, input))) throw notFound(NOT_FOUND);
  return load(db, userId, id);
}

export async function replaceItems(db: Db, userId: number, id: number, jokeNoteIds: number[]): Promise<SetList> {
  const result = await retryLostRace(() => repo.replaceItems(db, userId, id, jokeNoteIds));
  if (result === "no-set") throw notFound(NOT_FOUND);
  if (result === "not-owned") throw invalid(NOT_YOURS);
  return load(db, userId, id);
}

export async function deleteSetList(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteSetList(db, userId, id))) throw notFound(NOT_FOUND);
}
