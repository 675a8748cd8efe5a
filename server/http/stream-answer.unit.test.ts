import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { streamAnswer } from "./stream-answer";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function* lines() {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    yield `line ${i}\n`;
  }
}

describe("streamAnswer", () => {
  it("sends every chunk, without Node warning of a listener leak on a response the middleware already listens to", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      server = http.createServer((_req, res) => {
        // What the app's middleware and server put on every response before a route runs.
        for (let i = 0; i < 5; i++) res.once("close", () => undefined);
        void streamAnswer(res, lines());
      });
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      const body = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
      expect(body).toBe("line 0\nline 1\nline 2\n");
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });
});
