// Without card payments only a coupon makes a comedian Premium. The e2e server (serve.ts)
// sets a tier straight in the run's own database on request, so a test can reach the Premium
// screens without making a coupon first, and without any stub of our API. Test-only.
import type http from "node:http";
import pg from "pg";
import { subscriptionTiers, type SubscriptionTier } from "../shared/account/subscription-tiers";

/** Handles POST /tier `{ email, tier }` on the peers' inbox server; false for other requests. */
export function handleTierRequest(databaseUrl: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "POST" || req.url !== "/tier") return false;
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      try {
        const { email, tier } = JSON.parse(Buffer.concat(chunks).toString()) as { email?: unknown; tier?: unknown };
        if (typeof email !== "string" || !subscriptionTiers.includes(tier as SubscriptionTier)) {
          return answer(400, { message: "send { email, tier }" });
        }
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const result = await client.query("UPDATE users SET subscription_tier = $1 WHERE email = $2", [tier, email]);
          answer(result.rowCount === 1 ? 200 : 404, { updated: result.rowCount });
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
