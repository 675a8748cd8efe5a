import { useEffect, useMemo, useSyncExternalStore } from "react";
import { createStore, get, update } from "idb-keyval";
import type { CreateJokeNoteInput, UpdateJokeNoteInput } from "@shared/joke-notes/joke-note-input";
import { enqueueWrite, type QueuedWrite } from "@shared/joke-notes/offline-writes";

export type QueuedJokeNoteWrite = QueuedWrite<CreateJokeNoteInput, UpdateJokeNoteInput>;
type Queue = QueuedJokeNoteWrite[];

/**
 * The joke-note writes made while the network was away, kept in IndexedDB so that a reload
 * or a closed tab loses none. Every change is made against what is stored (one IndexedDB
 * transaction), so two tabs never overwrite each other's writes; this tab's copy is what
 * the list shows.
 */
const store = createStore("comedy-toolkit-offline", "queued-writes");
const KEY = "joke-notes";

let snapshot: Queue = [];
let loaded = false;
const listeners = new Set<() => void>();

function publish(queue: Queue): Queue {
  snapshot = queue;
  loaded = true;
  for (const listener of listeners) listener();
  return queue;
}

/** The queue as stored now. */
export async function readQueue(): Promise<Queue> {
  return publish((await get<Queue>(KEY, store)) ?? []);
}

/** Changes the queue: shown at once, then stored. */
export async function changeQueue(change: (queue: Queue) => Queue): Promise<Queue> {
  publish(change(snapshot));
  await update<Queue>(KEY, (stored) => change(stored ?? []), store);
  return readQueue();
}

/** An edit of a note still waiting to be created goes into its create (its stage stays "idea"); a field left out keeps its value. */
const mergeIntoCreate = (
  create: CreateJokeNoteInput,
  { setup, punchlines = create.punchlines, notes = create.notes, inspiration = create.inspiration }: UpdateJokeNoteInput,
): CreateJokeNoteInput => ({ ...create, setup, punchlines, notes, inspiration });

export const queueWrite = (write: QueuedJokeNoteWrite): Promise<Queue> => changeQueue((queue) => enqueueWrite(queue, write, mergeIntoCreate));

/** Calls `listener` after every change of this tab's copy of the queue. */
export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's copy of the queue. */
export const currentQueue = (): readonly QueuedJokeNoteWrite[] => snapshot;

/** The signed-in comedian's writes waiting to be sent, oldest first. */
export function useQueuedWrites(userId: number | undefined): readonly QueuedJokeNoteWrite[] {
  const queue = useSyncExternalStore(subscribeToQueue, currentQueue);
  useEffect(() => {
    if (!loaded) void readQueue();
  }, []);
  return useMemo(() => (userId === undefined ? [] : queue.filter((write) => write.userId === userId)), [queue, userId]);
}
