// Baseline: bare node:http + pg running the app's list SQL (JSON built by PostgreSQL), no auth.
import http from "node:http";
import pg from "pg";
import { LIST_JOKE_NOTES_JSON_SQL } from "../../server/features/joke-notes/joke-note-json.sql";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 10 });
const userId = Number(process.env.BENCH_USER_ID);
const server = http.createServer((_req, res) => {
  pool.query<{ json: string }>(LIST_JOKE_NOTES_JSON_SQL, [userId]).then(
    (result) => {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      res.end(result.rows[0]?.json ?? "[]");
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`PORT=${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => process.exit(0));
