// The transcription queue: a job per recording kept in PostgreSQL by pg-boss (docs/decisions),
// run after the audio is complete, retried with back-off (honouring Retry-After), resumed
// after a restart, one at a time per recording across instances, at most `concurrency`
// requests to the service at once per instance.
import PgBoss from "pg-boss";
import type { Db } from "../../db/client";
import { TranscriptionError, type Transcriber } from "../../integrations/transcription/transcriber";
import type { ObjectStore } from "../../integrations/storage/object-store";
import { logger } from "../../logger";
import { transcribeRecording, type MadeTranscript } from "./transcribe-recording";
import * as repo from "./transcripts.repository";

const QUEUE = "transcribe-recording";

export interface TranscriptQueueOptions {
  /** The database the queue keeps its jobs in (pg-boss's own schema there, on its own few connections). */
  connectionString: string;
  db: Db;
  storage: ObjectStore;
  transcriber: Transcriber;
  concurrency: number;
  /** The first wait after a failed try (doubled each try, at most an hour), unless the service said how long. */
  retryBaseMs?: number;
  /** Tries before a transcript is marked failed. */
  attemptsMax?: number;
  /** How often complete recordings without a transcript are looked for (a nudge looks at once). */
  sweepMs?: number;
  /** How often each worker asks for a job when none was sent to it. */
  pollSeconds?: number;
}

export interface TranscriptQueue {
  /** Looks for complete recordings without a transcript now (after a set's audio completes). */
  nudge(): void;
  stop(): Promise<void>;
}

/** What a comedian reads when the service kept failing. */
export const failedMessage = (reason: string) =>
  `The transcription service could not transcribe this set (${reason}). Try again later with "Try again".`;

const backoffMs = (base: number, attempt: number) => Math.min(60 * 60_000, base * 2 ** Math.max(0, attempt - 1));

export async function startTranscriptQueue(options: TranscriptQueueOptions): Promise<TranscriptQueue> {
  const { db, transcriber } = options;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const attemptsMax = options.attemptsMax ?? 6;
  const boss = new PgBoss({ connectionString: options.connectionString, max: 2, schedule: false, application_name: "comedy-toolkit-queue" });
  boss.on("error", (error) => logger.error({ err: error }, "the transcription queue hit an error; it carries on"));
  await boss.start();
  // A job that throws (the database was away, the process stopped mid-send) is tried again by
  // pg-boss; the service's own failures are counted and retried below, with their own waits.
  await boss.createQueue(QUEUE, { name: QUEUE, policy: "stately", retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 * 60 });
  const stopping = new AbortController();

  const send = (recordingId: number, afterMs = 0) =>
    boss.send(QUEUE, { recordingId }, { singletonKey: String(recordingId), ...(afterMs > 0 ? { startAfter: Math.ceil(afterMs / 1000) } : {}) });

  async function finish(recordingId: number, made: MadeTranscript, attempts: number): Promise<void> {
    if (made.kind === "words") return repo.saveMadeTranscript(db, recordingId, made.words);
    if (made.kind === "gone") return;
    const { error } = made;
    if (error.kind === "retry" && attempts < attemptsMax) {
      await repo.markTranscript(db, recordingId, "waiting", null);
      const waitMs = error.retryAfterMs ?? backoffMs(retryBaseMs, attempts);
      logger.warn({ recordingId, attempts, waitMs, reason: error.message }, "a transcript will be tried again");
      await send(recordingId, waitMs);
      return;
    }
    logger.warn({ recordingId, attempts, reason: error.message }, "a transcript failed");
    await repo.markTranscript(db, recordingId, "failed", failedMessage(error.message));
  }

  async function work(jobs: PgBoss.Job<{ recordingId: number }>[]): Promise<void> {
    for (const job of jobs) {
      const { recordingId } = job.data;
      const claimed = await repo.claimTranscript(db, recordingId);
      if (!claimed) continue;
      // Its own signal, cut when the instance stops (the job is then tried again, here or elsewhere).
      const call = new AbortController();
      const cut = () => call.abort();
      stopping.signal.addEventListener("abort", cut, { once: true });
      try {
        const made = await transcribeRecording({ db, storage: options.storage, transcriber }, claimed.userId, recordingId, call.signal);
        await finish(recordingId, made, claimed.attempts);
      } finally {
        stopping.signal.removeEventListener("abort", cut);
      }
    }
  }

  for (let i = 0; i < options.concurrency; i++) {
    await boss.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollSeconds ?? 2 }, work);
  }

  let sweeping: Promise<void> | undefined;
  let again = false;
  async function sweep(): Promise<void> {
    do {
      again = false;
      const added = await repo.addWaitingTranscripts(db, 100);
      const pending = await repo.pendingTranscripts(db, 500);
      for (const id of new Set([...added, ...pending])) await send(id);
    } while (again);
  }
  const nudge = () => {
    if (stopping.signal.aborted) return;
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = sweep()
      .catch((error: unknown) => logger.error({ err: error }, "could not look for sets to transcribe; the next look tries again"))
      .finally(() => (sweeping = undefined));
  };
  const timer = setInterval(nudge, options.sweepMs ?? 30_000);
  timer.unref();
  nudge();

  return {
    nudge,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await sweeping;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export { TranscriptionError };
