import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { apiRequest } from "./api-request";

/** A real HTTP peer on 127.0.0.1 that answers by path. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let received = "";
    req.on("data", (chunk: Buffer) => (received += chunk.toString()));
    req.on("end", () => {
      if (req.url === "/echo") {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ method: req.method, contentType: req.headers["content-type"] ?? null, received }));
      } else if (req.url === "/invalid") {
        res.writeHead(400, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ message: "Setup is required", errors: [{ path: "setup", message: "Setup is required" }] }));
      } else {
        res.writeHead(502, "Bad Gateway");
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends a body as JSON and none on a bare request", async () => {
    const withBody = await (await apiRequest("POST", `${base}/echo`, { setup: "Airline food" })).json();
    expect(withBody).toEqual({ method: "POST", contentType: "application/json", received: '{"setup":"Airline food"}' });
    expect(await (await apiRequest("GET", `${base}/echo`)).json()).toEqual({ method: "GET", contentType: null, received: "" });
  });

  it("sends a Blob as it is, with its own type", async () => {
    const file = new Blob(["Airline food / what's the deal"], { type: "text/plain" });
    const echoed = await (await apiRequest("POST", `${base}/echo`, file)).json();
    expect(echoed).toEqual({ method: "POST", contentType: "text/plain", received: "Airline food / what's the deal" });
  });

  it("adds the headers it is given beside the JSON type", async () => {
    const echoed = await (await apiRequest("POST", `${base}/echo`, {}, { headers: { "Content-Type": "text/plain" } })).json();
    expect(echoed).toMatchObject({ contentType: "text/plain", received: "{}" });
  });

  it("throws an ApiError parsed from the server's answer", async () => {
    const error: unknown = await apiRequest("PUT", `${base}/invalid`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Setup is required", errors: [{ path: "setup" }] });
    await expect(apiRequest("GET", `${base}/gone`)).rejects.toMatchObject({ status: 502, message: "Bad Gateway", body: "" });
  });

  it("leaves a network failure as fetch's TypeError", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error: unknown = await apiRequest("GET", `http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
