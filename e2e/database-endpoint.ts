// The third e2e instance reaches PostgreSQL through the relay the server's outage tests use
// (server/test/database-proxy.ts); POST /database { up } on the peers' inbox stops it (every
// connection closed, new ones refused, as when the database server stops) or opens it again,
// so the real server answers 503 and then serves again. Test-only: never in the app.
import type http from "node:http";
import type { startDatabaseProxy } from "../server/test/database-proxy";

type DatabaseProxy = Awaited<ReturnType<typeof startDatabaseProxy>>;

/** Handles POST /database `{ up }`; false for other requests. */
export function handleDatabaseRequest(proxy: DatabaseProxy, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "POST" || req.url !== "/database") return false;
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let up: unknown;
    try {
      ({ up } = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { up?: unknown });
    } catch {
      up = undefined;
    }
    if (typeof up !== "boolean") {
      res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "send { up: true | false }" }));
      return;
    }
    if (up) proxy.resume();
    else proxy.stop();
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ up }));
  });
  return true;
}
