import net from "node:net";

/** One PostgreSQL protocol message: its type byte, then its length (itself included) and body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstring = (text: string) => Buffer.from(`${text}\0`, "utf8");

/**
 * A PostgreSQL server, as far as a client's sign-in goes, that asks for a password and refuses
 * every one as a real server with password authentication does (SQLSTATE 28P01).
 */
export async function startPasswordRefusingPostgres(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    let received = Buffer.alloc(0);
    let askedForPassword = false;
    socket.on("error", () => socket.destroy());
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (!askedForPassword) {
        // The start-up message: a length, then the protocol version and the settings.
        if (received.length < 4 || received.length < received.readInt32BE(0)) return;
        const code = received.readInt32BE(4);
        received = received.subarray(received.readInt32BE(0));
        if (code === 80877103) {
          // An SSL request: this server speaks no TLS.
          socket.write("N");
          return;
        }
        askedForPassword = true;
        const cleartext = Buffer.alloc(4);
        cleartext.writeInt32BE(3);
        socket.write(message("R", cleartext));
        return;
      }
      // The password message ('p'): whatever it holds, it is wrong.
      if (received.length < 5 || received.length < received.readInt32BE(1) + 1) return;
      const user = "toolkit";
      const fields = Buffer.concat([
        Buffer.from("S"),
        cstring("FATAL"),
        Buffer.from("V"),
        cstring("FATAL"),
        Buffer.from("C"),
        cstring("28P01"),
        Buffer.from("M"),
        cstring(`password authentication failed for user "${user}"`),
        Buffer.from([0]),
      ]);
      socket.end(message("E", fields));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
