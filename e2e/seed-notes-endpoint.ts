// A joke file of thousands, made in one statement: the e2e server (serve.ts) seeds the run's
// own database on request, as bench/joke-notes-scale does, so a browser test can scroll,
// search and drag through 5,000 notes. Test-only: never in the app.
import type http from "node:http";
import pg from "pg";
import { seedNotes } from "../server/test/seed-joke-notes";

/** Handles POST /seed-notes `{ email, count }` on the peers' inbox server; false for other requests. */
export function handleSeedNotesRequest(databaseUrl: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "POST" || req.url !== "/seed-notes") return false;
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      try {
        const { email, count } = JSON.parse(Buffer.concat(chunks).toString()) as { email?: unknown; count?: unknown };
        if (typeof email !== "string" || typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 50_000) {
          return answer(400, { message: "send { email, count }" });
        }
        const { rows } = await pool.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
        if (!rows[0]) return answer(404, { message: "no such account" });
        await seedNotes(pool, rows[0].id, count);
        answer(200, { seeded: count });
      } catch (error) {
        answer(500, { message: String(error) });
      } finally {
        await pool.end();
      }
    })();
  });
  return true;
}
