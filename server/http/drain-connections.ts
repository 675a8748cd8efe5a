import type { Server } from "node:http";
import net from "node:net";

/** A connection with no request for this long is closed while draining; a busy one never is. */
const IDLE_CLOSE_MS = 1_000;
const SWEEP_MS = 100;

interface Connection {
  busy: number;
  idleSince: number;
}

/**
 * Graceful stop for an HTTP server. Call at start; the answer drains it: no new connections
 * are taken, every request already sent is answered, and so is one arriving meanwhile on an
 * open keep-alive connection (each with `Connection: close`, so its connection ends after it).
 * A connection that stays idle is closed after IDLE_CLOSE_MS. Resolves once every connection
 * has ended, or after `graceMs`, when whatever is left is cut.
 */
export function drainableServer(server: Server): (graceMs: number) => Promise<{ cut: number }> {
  const connections = new Map<net.Socket, Connection>();
  let draining = false;
  server.on("connection", (socket: net.Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req, res) => {
    const connection = connections.get(req.socket);
    if (connection) connection.busy++;
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      if (!connection) return;
      connection.busy--;
      connection.idleSince = Date.now();
    });
  });

  return async (graceMs) => {
    draining = true;
    // net.Server's own close: stop listening without http.Server's closing of idle
    // keep-alive connections, on which a client may be sending a request this very moment.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    const deadline = Date.now() + graceMs;
    while (connections.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, connection] of connections) {
        if (connection.busy === 0 && now - connection.idleSince >= IDLE_CLOSE_MS) socket.end();
      }
      await new Promise((resolve) => setTimeout(resolve, SWEEP_MS));
    }
    const cut = connections.size;
    for (const socket of connections.keys()) socket.destroy();
    await closed;
    return { cut };
  };
}
