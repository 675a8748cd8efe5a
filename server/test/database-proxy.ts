import net from "node:net";

export type ProxyMode = "open" | "stopped" | "frozen";

/**
 * A TCP relay between the app and the real PostgreSQL that a test can turn off and on, like
 * the database server itself: "stopped" closes every connection and refuses new ones (a
 * stopped or crashed server); "frozen" keeps the connections but passes nothing either way (a
 * server stopped with SIGSTOP, or a network that drops packets); "open" relays again.
 */
export async function startDatabaseProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let mode: ProxyMode = "open";
  /** Freeze the moment a client sends a statement matching this (it is held, as if the server stopped with it in hand). */
  let freezeAt: RegExp | undefined;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    if (mode === "stopped") {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on("data", (data: Buffer) => {
        if (from === client && freezeAt?.test(data.toString("latin1"))) {
          freezeAt = undefined;
          mode = "frozen";
        }
        // Frozen: what was sent is held back, as a stopped process holds it in its socket buffer.
        if (mode === "frozen") {
          from.pause();
          held.push(() => {
            to.write(data);
            from.resume();
          });
        } else to.write(data);
      });
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  let held: (() => void)[] = [];
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  return {
    /** The same database, reached through the relay. */
    url: (database?: string) => {
      const through = new URL(url);
      if (database) through.pathname = `/${database}`;
      return through.toString();
    },
    stop() {
      mode = "stopped";
      held = [];
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    freeze() {
      mode = "frozen";
    },
    /** Freezes when a statement matching `statement` is on its way to the server, holding it. */
    freezeWhenSent(statement: RegExp) {
      freezeAt = statement;
    },
    resume() {
      mode = "open";
      const release = held;
      held = [];
      for (const go of release) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
