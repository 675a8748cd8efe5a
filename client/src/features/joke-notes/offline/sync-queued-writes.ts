import type { QueryClient } from "@tanstack/react-query";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { afterFailedTry, createLandedAs, dueWrites, failureOutcome, withoutWrite } from "@shared/joke-notes/offline-writes";
import { toast } from "@/components/ui/use-toast";
import { wordsOf } from "@shared/joke-notes/note-conflict";
import { ApiError } from "@/data/http/api-error";
import { setAsideJokeNoteVersion } from "@/data/joke-notes/endpoints";
import { applyNoteEdit, invalidateNoteCaches } from "@/data/joke-notes/note-caches";
import { NoteConflict } from "@/data/joke-notes/saves";
import { isServerUnreachable } from "@/data/http/network-failure";
import { sendCreate } from "../api/create-joke-note";
import { jokeNoteVersionsKey } from "@/data/joke-notes/versions";
import { sendUpdate } from "../api/update-joke-note";
import { OFFLINE_EDIT_KEPT, OFFLINE_EDIT_KEPT_DESCRIPTION } from "./offline-texts";
import { changeQueue, readQueue, type QueuedJokeNoteWrite } from "./queued-writes-store";

const send = (write: QueuedJokeNoteWrite): Promise<JokeNote> =>
  write.kind === "create"
    ? sendCreate({ input: write.body, idempotencyKey: write.key })
    : sendUpdate({ id: write.noteId, input: write.body, base: write.base });

/**
 * An offline edit that reached a note whose words changed elsewhere meanwhile: the newer note
 * stays, and the edit is kept in its history as its own version, flagged as an offline edit.
 */
async function keepOfflineEdit(queryClient: QueryClient, write: QueuedJokeNoteWrite, conflict: NoteConflict): Promise<void> {
  const words = wordsOf(conflict.mine, conflict.base ?? conflict.theirs);
  await setAsideJokeNoteVersion({ params: { id: conflict.noteId }, body: { ...words, setAside: "offline" } });
  applyNoteEdit(queryClient, { kind: "saved", note: conflict.theirs });
  await queryClient.invalidateQueries({ queryKey: jokeNoteVersionsKey(conflict.noteId) });
  await changeQueue((queue) => withoutWrite(queue, write));
  toast({ title: OFFLINE_EDIT_KEPT, description: OFFLINE_EDIT_KEPT_DESCRIPTION });
}

const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** The note a 422 names: the one the same Idempotency-Key saved with earlier text. */
function landedNoteId(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const { jokeNoteId } = JSON.parse(error.body) as { jokeNoteId?: unknown };
    return typeof jokeNoteId === "number" && Number.isInteger(jokeNoteId) ? jokeNoteId : undefined;
  } catch {
    return undefined;
  }
}

const sameWrite = (a: QueuedJokeNoteWrite, b: QueuedJokeNoteWrite) =>
  a.kind === "create" && b.kind === "create" ? a.key === b.key : a.kind === "update" && b.kind === "update" && a.noteId === b.noteId;

/** Sends one write; says whether the network answered (false: stop this round). */
async function sendOne(queryClient: QueryClient, write: QueuedJokeNoteWrite): Promise<boolean> {
  const creating = write.kind === "create";
  try {
    const saved = await send(write);
    // The saved note takes the waiting row's place before the row leaves the queue, so it never blinks out.
    applyNoteEdit(queryClient, { kind: "saved", note: saved, replaces: creating ? write.pendingId : undefined });
    await changeQueue((queue) => withoutWrite(queue, write));
    toast({ title: creating ? "Joke Note created successfully!" : "Joke Note updated successfully!" });
    return true;
  } catch (failure) {
    let error = failure;
    if (failure instanceof NoteConflict) {
      try {
        await keepOfflineEdit(queryClient, write, failure);
        return true;
      } catch (keeping) {
        error = keeping;
      }
    }
    const status = statusOf(error);
    if (failureOutcome(status) === "retry") {
      await changeQueue((queue) => queue.map((queued) => (sameWrite(queued, write) ? afterFailedTry(queued, Date.now()) : queued)));
      // A server error is this write's; no answer at all, or an ended session, means the next would fare no better.
      return !isServerUnreachable(error) && status !== 401;
    }
    const landedAs = creating && status === 422 ? landedNoteId(error) : undefined;
    if (landedAs !== undefined && write.kind === "create") {
      // Its first try was saved (the answer was lost) and the note was edited here since: the
      // latest text goes to that note as an edit, sent next.
      await changeQueue((queue) => createLandedAs(queue, write, landedAs, (body) => body, Date.now()));
      applyNoteEdit(queryClient, { kind: "removed", id: write.pendingId });
      return true;
    }
    // Refused for good (410: a retried create whose note was deleted meanwhile; 404, 400, ...): drop it and say why.
    await changeQueue((queue) => withoutWrite(queue, write));
    if (creating) applyNoteEdit(queryClient, { kind: "removed", id: write.pendingId });
    // Deleted elsewhere: it leaves the lists at once, not when a read confirms it (a read made
    // as the network returns may still be answered from the worker's last copy).
    else if (status === 404 || status === 410) applyNoteEdit(queryClient, { kind: "removed", id: write.noteId });
    else await invalidateNoteCaches(queryClient);
    toast({
      title: creating ? "Error creating joke note" : "Error updating joke note",
      description: error instanceof Error ? error.message : String(error),
      variant: "destructive",
    });
    return true;
  }
}

/**
 * Sends every write of `userId` that is due (`all`: every one, however long its back-off),
 * oldest first, until the network stops answering.
 */
async function sendDue(queryClient: QueryClient, userId: number, all: boolean): Promise<void> {
  const tried = new Set<QueuedJokeNoteWrite>();
  for (;;) {
    const write = dueWrites(await readQueue(), userId, all ? Infinity : Date.now()).find((due) => ![...tried].some((done) => sameWrite(done, due)));
    if (!write) return;
    tried.add(write);
    if (!(await sendOne(queryClient, write))) return;
  }
}

let round: Promise<void> | undefined;

/**
 * One round of sending, at most one at a time in this tab, and (where the browser has Web
 * Locks) in every tab: a create sent twice would still make one note (its Idempotency-Key),
 * but an edit would make a second version.
 */
export function syncQueuedWrites(queryClient: QueryClient, userId: number, { all = false } = {}): Promise<void> {
  round ??= (async () => {
    try {
      if (navigator.locks) await navigator.locks.request("comedy-toolkit-joke-note-sync", () => sendDue(queryClient, userId, all));
      else await sendDue(queryClient, userId, all);
    } finally {
      round = undefined;
    }
  })();
  return round;
}
