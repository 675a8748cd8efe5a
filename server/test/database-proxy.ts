import net from "node:net";

export type ProxyMode = "open" | "stopped" | "frozen" | "slow";

/**
 * A TCP relay between the app and the real PostgreSQL that a test can turn off and on, like
 * the database server itself: "stopped" closes every connection and refuses new ones (a
 * stopped or crashed server); "frozen" keeps the connections but passes nothing either way (a
 * server stopped with SIGSTOP, or a network that drops packets); "slow" answers each new
 * connection's start-up at once and then holds every later answer from the server for a while
 * (a running database on a busy machine); "open" relays again.
 */
export async function startDatabaseProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let mode: ProxyMode = "open";
  /** Freeze the moment a client sends a statement matching this (it is held, as if the server stopped with it in hand). */
  let freezeAt: RegExp | undefined;
  /** In "slow" mode, how long each answer after a connection's first is held. */
  let slowMs = 0;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    if (mode === "stopped") {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    let answered = false;
    // Answers held back in "slow" mode, in order: a later one never overtakes them.
    let late: Promise<void> | undefined;
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on("data", (data: Buffer) => {
        if (from === upstream && ((mode === "slow" && answered) || late)) {
          const wait = mode === "slow" ? slowMs : 0;
          const after = (late ?? Promise.resolve()).then(() => new Promise<void>((resolve) => setTimeout(resolve, wait)));
          const mine = after.then(() => {
            to.write(data);
            if (late === mine) late = undefined;
          });
          late = mine;
          return;
        }
        if (from === upstream) answered = true;
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
    /** Every connection's start-up is answered at once, and each later answer from the server `ms` late. */
    slow(ms: number) {
      mode = "slow";
      slowMs = ms;
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
