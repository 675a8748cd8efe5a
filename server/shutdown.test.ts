import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverProcessHome, startServerProcess } from "./test/server-process";
import { waitFor } from "./test/wait-for";
let home: Awaited<ReturnType<typeof serverProcessHome>>;
beforeAll(async () => {
  home = await serverProcessHome();
});
afterAll(() => home.remove());

describe("SIGTERM under a stream of writes", () => {
  it("answers every request already sent, loses no acknowledged write, and exits 0", async () => {
    const { child, base, exited } = await startServerProcess(home, { SHUTDOWN_GRACE_SECONDS: "10" });
    const origin = { Origin: base, "Content-Type": "application/json" };
    const register = await fetch(`${base}/api/register`, { method: "POST", headers: origin, body: JSON.stringify({ email: `writer-${Date.now()}@example.com`, password: "stand-up-2026" }) });
    expect(register.status).toBe(201);
    const cookie = register.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const acknowledged: number[] = [];
    const cut: string[] = [];
    let refused = 0;
    let stop = false;
    /** Each writer's acknowledged notes, and requests it has finished (answered or not). */
    const mine = Array.from({ length: 12 }, () => ({ acknowledged: 0, tries: 0 }));
    const writer = async (w: number) => {
      for (let i = 0; !stop && i < 400; i++, mine[w]!.tries++) {
        try {
          const res = await fetch(`${base}/api/joke-notes`, { method: "POST", headers: { ...origin, Cookie: cookie }, body: JSON.stringify({ setup: `Writer ${w}, joke ${i}` }) });
          if (res.status === 201) {
            acknowledged.push(((await res.json()) as { id: number }).id);
            mine[w]!.acknowledged++;
          }
          else cut.push(`answered ${res.status}`);
        } catch (error) {
          const code = String((error as { cause?: { code?: string } }).cause?.code ?? error);
          // A connection the server no longer takes was never sent a request: nothing to lose.
          if (code === "ECONNREFUSED") {
            refused++;
            await new Promise((resolve) => setTimeout(resolve, 20));
          } else cut.push(code);
        }
      }
    };
    const writers = Promise.all(mine.map((_, w) => writer(w)));
    // SIGTERM lands in a stream of writes: every writer has had a note acknowledged.
    await waitFor(() => mine.every((m) => m.acknowledged > 0) || cut.length > 0, { timeoutMs: 20_000, message: "every writer's first acknowledged note" });
    expect(cut).toEqual([]);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    // And the stream went on past the exit: every writer has tried again since.
    const triesAtExit = mine.map((m) => m.tries);
    await waitFor(() => mine.every((m, w) => m.tries > triesAtExit[w]! || m.tries >= 400), { message: "every writer to try again after the server exited" });
    stop = true;
    await writers;

    expect(cut).toEqual([]);
    expect(refused).toBeGreaterThan(0);
    const pool = new pg.Pool({ connectionString: home.url, max: 1 });
    try {
      const { rows } = await pool.query<{ id: number }>("SELECT id FROM joke_notes WHERE id = ANY($1::int[])", [acknowledged]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await pool.end();
    }
  }, 60_000);
});
