// Free-tier writing expires 30 days after it is written, too far off for a test to wait for.
// The e2e server (serve.ts) moves an account's joke-note expiry closer on request, straight in
// the run's own database, so the countdown banner can be seen. Test-only: never in the app.
import type http from "node:http";
import pg from "pg";

/** Handles POST /expiry `{ email, days }` on the peers' inbox server; false for other requests. */
export function handleExpiryRequest(databaseUrl: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "POST" || req.url !== "/expiry") return false;
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      try {
        const { email, days } = JSON.parse(Buffer.concat(chunks).toString()) as { email?: unknown; days?: unknown };
        if (typeof email !== "string" || typeof days !== "number") return answer(400, { message: "send { email, days }" });
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const result = await client.query(
            `UPDATE joke_notes SET expires_at = now() + make_interval(secs => $1::float8 * 86400)
              WHERE user_id = (SELECT id FROM users WHERE email = $2) AND expires_at IS NOT NULL`,
            [days, email],
          );
          answer(200, { updated: result.rowCount });
        } finally {
          await client.end();
        }
      } catch (error) {
        answer(500, { message: String(error) });
      }
    })();
  });
  return true;
}
