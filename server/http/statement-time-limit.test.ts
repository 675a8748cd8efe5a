// Every quick request's statements have a time limit (DB_STATEMENT_TIMEOUT_MS): a statement
// past it is stopped by PostgreSQL, its connection freed, the request answered 503 with its id
// and logged once with its route. Long work (an export) keeps its own limit.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverProcessHome, startServerProcess, type ServerProcess } from "../test/server-process";
import { TOOK_TOO_LONG, TOOK_TOO_LONG_TO_SAVE } from "./took-too-long";

const LIMIT_MS = 500;

let home: Awaited<ReturnType<typeof serverProcessHome>>;
let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  home = await serverProcessHome();
  server = await startServerProcess(
    home,
    { DB_STATEMENT_TIMEOUT_MS: String(LIMIT_MS), DB_POOL_MAX: "2", LOG_FORMAT: "json", LOG_LEVEL: "warn" },
    { output: "pipe" },
  );
  const res = await call("POST", "/api/register", { email: "timed@example.com", password: "secret1" });
  expect(res.status).toBe(201);
  cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  expect((await call("POST", "/api/joke-notes", { setup: "Saved before the lock" })).status).toBe(201);
});
afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  await home.remove();
});

function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.base}${path}`, {
    method,
    headers: { Origin: server.base, ...(cookie ? { Cookie: cookie } : {}), ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Holds an exclusive lock on the places table (every read and write of joke notes waits on it) until released. */
async function lockPlaces(): Promise<{ release: () => Promise<void>; client: pg.Client }> {
  const client = new pg.Client({ connectionString: home.url });
  await client.connect();
  await client.query("BEGIN");
  await client.query("LOCK TABLE joke_note_places IN ACCESS EXCLUSIVE MODE");
  return {
    client,
    release: async () => {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

const logLines = () => server.output().split("\n").filter((line) => line.startsWith("{"));

describe("a statement past the quick requests' time limit", () => {
  it("is stopped: every request answers 503 with its id and the pool's connections serve again", async () => {
    const lock = await lockPlaces();
    let answers: Response[];
    try {
      // Five requests on a pool of two: the last three wait for a connection the first two free.
      answers = await Promise.all(Array.from({ length: 5 }, () => call("GET", "/api/joke-notes/page")));
    } finally {
      await lock.release();
    }
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: TOOK_TOO_LONG, requestId: res.headers.get("x-request-id") });
      expect(res.headers.get("retry-after")).toBe("5");
    }
    const after = await call("GET", "/api/joke-notes/page");
    expect(after.status).toBe(200);
    expect(((await after.json()) as { notes: { setup: string }[] }).notes.map((n) => n.setup)).toEqual(["Saved before the lock"]);

    // One line for each, a warning naming the route.
    for (const res of answers) {
      const id = res.headers.get("x-request-id")!;
      await expect.poll(() => logLines().filter((line) => line.includes(id))).toHaveLength(1);
      const entry = JSON.parse(logLines().find((line) => line.includes(id))!) as Record<string, unknown>;
      expect(entry).toMatchObject({ level: 40, route: "GET /api/joke-notes/page", status: 503, reqId: id });
      expect(entry.msg).toContain("a statement ran past its time limit");
    }
  });

  it("stops a change too, which says it may not have been saved, and saves nothing", async () => {
    const lock = await lockPlaces();
    let res: Response;
    try {
      res = await call("POST", "/api/joke-notes", { setup: "Written while the places were locked" });
    } finally {
      await lock.release();
    }
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(TOOK_TOO_LONG_TO_SAVE);
    const list = (await (await call("GET", "/api/joke-notes")).json()) as { setup: string }[];
    expect(list.map((n) => n.setup)).toEqual(["Saved before the lock"]);
  });

  it("does not stop an export, which has its own limit", async () => {
    const lock = await lockPlaces();
    const exported = call("GET", "/api/export");
    try {
      // Held until the export's statement has waited well past the quick requests' limit.
      await expect
        .poll(
          async () => {
            const { rows } = await lock.client.query<{ waited: boolean }>(
              `SELECT clock_timestamp() - waitstart > make_interval(secs => $1) AS waited FROM pg_locks
               WHERE NOT granted AND relation = 'joke_note_places'::regclass`,
              [(3 * LIMIT_MS) / 1000],
            );
            return rows.some((row) => row.waited);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    } finally {
      await lock.release();
    }
    const res = await exported;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Saved before the lock");
  });
});
