import { createServer, request, type ClientRequest, type IncomingMessage, type Server } from "node:http";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { MATERIAL_FORMAT } from "@shared/material/material-file";
import { IMPORT_MAX_BYTES, IMPORT_RETRY_AFTER_SECONDS, IMPORTS_AT_ONCE } from "@shared/material/import-limits";
import { signedInAgent } from "../../test/factories";
import { downloadExport } from "../../test/material-export";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Agent = supertest.Agent;
const SITE = "http://toolkit.test";

/** A comedian with `count` joke notes, each with a version, written straight to the database. */
async function comedianWithJokes(count: number) {
  const comedian = await signedInAgent(t);
  await t.pool.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, notes)
     SELECT $1, 'Joke ' || i || ': my uncle books the cheapest flights', ARRAY['punchline ' || i], 'late in the set'
     FROM generate_series(1, $2) AS i`,
    [comedian.user.id, count],
  );
  await t.pool.query(
    `INSERT INTO joke_note_versions (joke_note_id, user_id, setup, punchlines)
     SELECT id, user_id, setup || ' (draft)', punchlines FROM joke_notes WHERE user_id = $1`,
    [comedian.user.id],
  );
  return comedian;
}

const exportText = async (agent: Agent) => {
  const { res, text } = await downloadExport(agent);
  expect(res.status).toBe(200);
  return text;
};

const postFile = (agent: Agent, body: string) => agent.post("/api/import").set("Content-Type", "application/json").send(body);
const setups = async (agent: Agent) => ((await agent.get("/api/joke-notes").expect(200)).body as JokeNote[]).map((n) => n.setup);
const rowCount = async (table: "joke_notes" | "joke_note_versions", userId: number) =>
  Number((await t.pool.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [userId])).rows[0].count);

/** A session cookie for raw requests, as a browser on the site would send them. */
async function sessionCookie(): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email: `stream-${Date.now()}-${Math.random()}@example.com`, password: "a-long-enough-password" }),
  });
  expect(res.status).toBe(201);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** A raw import whose body is sent when the test says, and its answer. */
function openImport(cookie: string, headers: Record<string, string> = {}) {
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
    req = request(
      `${base}/api/import`,
      { method: "POST", headers: { "Content-Type": "application/json", Origin: SITE, Cookie: cookie, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
  });
  return { req, answer };
}

describe("import of a large export file", () => {
  it("brings back thousands of notes with their versions in their saved order, and again adds nothing", async () => {
    const a = await comedianWithJokes(2_600);
    await t.pool.query(`UPDATE joke_note_places SET sort_order = -sort_order WHERE user_id = $1`, [a.user.id]);
    const file = await exportText(a.agent);
    const b = await signedInAgent(t);
    const res = await postFile(b.agent, file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toMatchObject({ jokeNotes: 2_600 });
    expect(await rowCount("joke_note_versions", b.user.id)).toBe(2_600);
    // Batches are placed one above the other: the whole list keeps A's order.
    expect(await setups(b.agent)).toEqual(await setups(a.agent));
    const again = await postFile(b.agent, file).expect(200);
    expect(again.body).toMatchObject({ added: { jokeNotes: 0 }, skipped: { jokeNotes: 2_600 } });
    expect(await rowCount("joke_notes", b.user.id)).toBe(2_600);
  });

  it("answers 400 for a file cut in the middle, malformed or wrong deep inside, and writes nothing", async () => {
    const a = await comedianWithJokes(1_200);
    const file = await exportText(a.agent);
    const b = await signedInAgent(t);
    const deep = file.indexOf('"setup":"Joke 1100:');
    const stage = file.indexOf('"stage":"idea"', deep);
    const cases: [string, RegExp][] = [
      [file.slice(0, Math.floor(file.length / 2)), /cut off/],
      [`${file.slice(0, deep)}"setup" "Joke 1100:${file.slice(deep + 19)}`, /not valid JSON/],
      [`${file.slice(0, stage)}"stage":"done"${file.slice(stage + '"stage":"idea"'.length)}`, /^jokeNotes\.\d+\.stage: Stage must be/],
      [file.replace('"setup":"Joke 1100:', '"setup":"   ","x":"Joke 1100:'), /^jokeNotes\.\d+\.setup/],
    ];
    for (const [body, message] of cases) {
      const res = await postFile(b.agent, body);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await rowCount("joke_notes", b.user.id)).toBe(0);
    expect(await rowCount("joke_note_versions", b.user.id)).toBe(0);
  });

  it("answers 413 at once for a file that says it is over the limit", async () => {
    const cookie = await sessionCookie();
    const { req, answer } = openImport(cookie, { "Content-Length": String(IMPORT_MAX_BYTES + 1) });
    req.write(`{"format":"${MATERIAL_FORMAT}","formatVersion":1,"jokeNotes":[`);
    const res = await answer;
    req.destroy();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe("The file is too large (the limit is 1 GB).");
  });
});

const YOURS_RUNNING = "Your other import is still running. Please wait for it to finish: nothing was imported from this one.";
const EMPTY_FILE = `{"format":"${MATERIAL_FORMAT}","formatVersion":1}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Answer = Awaited<ReturnType<typeof openImport>["answer"]>;

/** A complete import of an empty file: it takes a place only for as long as it runs. */
async function emptyImport(cookie: string): Promise<Answer> {
  const next = openImport(cookie);
  next.req.end(EMPTY_FILE);
  return next.answer;
}

/**
 * An import whose file is still arriving, once the server has taken it: the comedian's next
 * import is refused as theirs still running. Until then a probe can hold the place the held
 * import comes for, and the held one is refused instead; it is then opened again.
 */
async function heldImport(cookie: string, start: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const open = openImport(cookie);
    let answered = false;
    open.answer.then(
      () => (answered = true),
      () => (answered = true),
    );
    open.req.write(start);
    for (let probe = 0; probe < 100 && !answered; probe++) {
      const res = await emptyImport(cookie);
      if (res.status === 429 && JSON.parse(res.body).message === YOURS_RUNNING) return open;
      await pause(50);
    }
    open.req.destroy();
  }
  throw new Error("The server never took the held import.");
}

describe("imports at once", () => {
  it(`runs ${IMPORTS_AT_ONCE} at a time: the next gets 429 with Retry-After, and one is taken again once they finish`, async () => {
    const cookies = await Promise.all([sessionCookie(), sessionCookie(), sessionCookie()]);
    const start = `{"format":"${MATERIAL_FORMAT}","formatVersion":1,"jokeNotes":[{"setup":"Held open"}`;
    // Imports whose files are still arriving, each taken by the server before the next opens.
    const held = [];
    for (const cookie of cookies.slice(0, IMPORTS_AT_ONCE)) held.push(await heldImport(cookie, start));
    const refused = await emptyImport(cookies[IMPORTS_AT_ONCE]);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(IMPORT_RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused.body).message).toMatch(/Other imports are running/);

    for (const open of held) open.req.end(`,{"setup":"Then finished"}]}`);
    for (const open of held) {
      const res = await open.answer;
      expect(res.status, res.body).toBe(200);
      expect(JSON.parse(res.body).added).toMatchObject({ jokeNotes: 2 });
    }
    const after = openImport(cookies[IMPORTS_AT_ONCE]);
    after.req.end(`${start}]}`);
    const res = await after.answer;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).added).toMatchObject({ jokeNotes: 1 });
  }, 40_000);

  it("runs one import at a time for each comedian: their second waits with 429, another comedian's goes ahead", async () => {
    const [mine, theirs] = await Promise.all([sessionCookie(), sessionCookie()]);
    const held = await heldImport(mine, `{"format":"${MATERIAL_FORMAT}","formatVersion":1,"jokeNotes":[{"setup":"Mine, still arriving"}`);
    const second = await emptyImport(mine);
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBe(String(IMPORT_RETRY_AFTER_SECONDS));
    expect(JSON.parse(second.body).message).toBe(YOURS_RUNNING);
    // The instance's other place is still free for someone else.
    const other = openImport(theirs);
    other.req.end(`{"format":"${MATERIAL_FORMAT}","formatVersion":1,"jokeNotes":[{"setup":"Theirs"}]}`);
    const res = await other.answer;
    expect(res.status, res.body).toBe(200);
    held.req.end("]}");
    const done = await held.answer;
    expect(done.status, done.body).toBe(200);
    expect(JSON.parse(done.body).added).toMatchObject({ jokeNotes: 1 });
  }, 40_000);

  it("gives the place back when a comedian's upload breaks off, and keeps nothing of it", async () => {
    const cookies = await Promise.all([sessionCookie(), sessionCookie()]);
    const start = `{"format":"${MATERIAL_FORMAT}","formatVersion":1,"jokeNotes":[{"setup":"Cut off"}`;
    // Both places are taken, so nobody else could import until they are given back.
    const broken = [];
    for (const cookie of cookies) broken.push(await heldImport(cookie, start));
    for (const open of broken) open.req.destroy();
    let res: Answer | undefined;
    for (let attempt = 0; attempt < 50 && res?.status !== 200; attempt++) {
      if (res) await pause(50);
      const next = openImport(cookies[0]);
      next.req.end(`{"format":"${MATERIAL_FORMAT}","formatVersion":1,"notes":[{"title":"After","content":"the cut"}]}`);
      res = await next.answer;
    }
    expect(res?.status, res?.body).toBe(200);
    const cut = await t.pool.query(`SELECT count(*) FROM joke_notes WHERE setup = 'Cut off'`);
    expect(Number(cut.rows[0].count)).toBe(0);
  });
});
