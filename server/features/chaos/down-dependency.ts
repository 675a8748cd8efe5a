import net from "node:net";

/**
 * A real call to a dependency that is down: a TCP connection to a port on this machine that
 * was just opened and closed again, so nothing listens there. Resolves with the error the
 * connection failed with (ECONNREFUSED), as a call to a crashed service would.
 */
export async function callDownDependency(): Promise<Error> {
  const port = await new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 9));
    });
  });
  return new Promise<Error>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, timeout: 2_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(new Error(`chaos dependency on port ${port} unexpectedly answered`));
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(new Error(`chaos dependency on port ${port} timed out`));
    });
    socket.once("error", (error) => resolve(error));
  });
}
