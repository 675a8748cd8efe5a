import { describe, expect, it } from "vitest";
import {
  afterFailedTry,
  createLandedAs,
  dueWrites,
  enqueueWrite,
  failureOutcome,
  LONGEST_RETRY_MS,
  nextDueAt,
  retryDelayMs,
  withoutWrite,
  type QueuedWrite,
} from "./offline-writes";

interface Body {
  setup: string;
  notes?: string;
}
type Write = QueuedWrite<Body, Body>;

const merge = (create: Body, edit: Body): Body => ({ ...create, ...edit });
const create = (key: string, pendingId: number, setup: string, userId = 1): Write => ({
  kind: "create",
  key,
  pendingId,
  userId,
  body: { setup },
  queuedAt: 0,
  attempts: 0,
  notBefore: 0,
});
const update = (noteId: number, setup: string, userId = 1): Write => ({ kind: "update", noteId, userId, body: { setup }, queuedAt: 0, attempts: 0, notBefore: 0 });

describe("enqueueWrite", () => {
  it("keeps writes oldest first", () => {
    const queue = [create("a", -1, "one"), update(7, "two")].reduce<Write[]>((q, w) => enqueueWrite(q, w, merge), []);
    expect(queue.map((w) => w.body.setup)).toEqual(["one", "two"]);
  });

  it("replaces an earlier edit of the same note in its place with the newest text", () => {
    let queue = enqueueWrite([], update(7, "first"), merge);
    queue = enqueueWrite(queue, update(8, "other"), merge);
    queue = enqueueWrite(queue, update(7, "second"), merge);
    expect(queue).toHaveLength(2);
    expect(queue.map((w) => w.body.setup)).toEqual(["second", "other"]);
  });

  it("folds an edit of a note not yet created into its create, keeping its Idempotency-Key", () => {
    let queue = enqueueWrite([], create("key-1", -5, "draft"), merge);
    queue = enqueueWrite(queue, { ...update(-5, "better"), body: { setup: "better", notes: "n" } }, merge);
    expect(queue).toEqual([{ ...create("key-1", -5, "draft"), body: { setup: "better", notes: "n" } }]);
  });

  it("never holds one create twice", () => {
    const queue = enqueueWrite(enqueueWrite([], create("k", -1, "a"), merge), create("k", -1, "a"), merge);
    expect(queue).toHaveLength(1);
  });
});

describe("withoutWrite", () => {
  it("takes off only the write that was sent", () => {
    const queue = [create("a", -1, "one"), update(1, "two")];
    expect(withoutWrite(queue, queue[0]!)).toEqual([queue[1]]);
  });
});

describe("retries", () => {
  it("wait longer after each failed try, up to five minutes", () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([0, 2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(50)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(1_000_000)).toBe(LONGEST_RETRY_MS);
  });

  it("count the try and set when the next may happen", () => {
    const once = afterFailedTry(create("a", -1, "one"), 10_000);
    expect(once).toMatchObject({ attempts: 1, notBefore: 12_000 });
    expect(afterFailedTry(once, 20_000)).toMatchObject({ attempts: 2, notBefore: 24_000 });
  });

  it("go on after no answer, server errors, timeouts, rate limits and an ended session; stop at any other refusal", () => {
    for (const status of [undefined, 500, 502, 503, 401, 408, 429]) expect(failureOutcome(status)).toBe("retry");
    for (const status of [400, 403, 404, 409, 410, 413, 422]) expect(failureOutcome(status)).toBe("drop");
  });
});

describe("which writes are sent", () => {
  it("only the signed-in writer's, and only those due", () => {
    const queue = [create("a", -1, "mine"), { ...update(3, "later"), notBefore: 5_000 }, create("b", -2, "theirs", 2)];
    expect(dueWrites(queue, 1, 1_000).map((w) => w.body.setup)).toEqual(["mine"]);
    expect(dueWrites(queue, 1, 5_000)).toHaveLength(2);
    expect(nextDueAt(queue, 1)).toBe(0);
    expect(nextDueAt(queue.slice(1), 1)).toBe(5_000);
    expect(nextDueAt(queue, 3)).toBeUndefined();
  });
});

describe("createLandedAs", () => {
  it("turns the create whose first try landed into an edit of that note, in its place, due now, with the device's latest text", () => {
    const landed = { ...create("k", -3, "edited on the device"), queuedAt: 5, attempts: 4, notBefore: 99 } as Write & { kind: "create" };
    const queue = [update(2, "before"), landed, create("other", -4, "untouched")];
    expect(createLandedAs(queue, landed, 41, (body) => body, 1000)).toEqual([
      update(2, "before"),
      { kind: "update", noteId: 41, userId: 1, body: { setup: "edited on the device" }, queuedAt: 5, attempts: 0, notBefore: 1000 },
      create("other", -4, "untouched"),
    ]);
  });
});
