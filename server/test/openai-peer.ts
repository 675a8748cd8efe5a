import http from "node:http";

/** One chat-completions request as it reached the peer. */
export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

/**
 * How the peer answers: `list` gives a JSON object holding the list the system message asks
 * for (its key and count read from it); `content` answers the given message content as is;
 * `error500` fails; `hang` never answers; `malformed` sends a body that is not JSON.
 */
export type PeerBehaviour =
  | { kind: "list" }
  | { kind: "content"; content: string }
  | { kind: "error500" }
  | { kind: "hang" }
  | { kind: "malformed" };

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (POST
 * /v1/chat/completions), recording every request that reaches it, so the real `openai`
 * client can be pointed at it.
 */
export async function startOpenAiPeer() {
  const received: ReceivedCompletion[] = [];
  let behaviour: PeerBehaviour = { kind: "list" };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        return json(404, { error: { message: "not found", type: "invalid_request_error" } });
      }
      let body: ReceivedCompletion["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString()) as ReceivedCompletion["body"];
      } catch {
        return json(400, { error: { message: "body is not JSON", type: "invalid_request_error" } });
      }
      received.push({ authorization: req.headers.authorization, body });
      switch (behaviour.kind) {
        case "hang":
          return;
        case "error500":
          return json(500, { error: { message: "The server had an error while processing your request.", type: "server_error" } });
        case "malformed":
          res.writeHead(200, { "Content-Type": "application/json" });
          return res.end('{"id": "chatcmpl-1", "choices": [');
        case "content":
          return json(200, completion(body.model, behaviour.content));
        case "list":
          return json(200, completion(body.model, listFor(body.messages?.[0]?.content ?? "")));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    /** The base URL for OPENAI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    received,
    behave: (next: PeerBehaviour) => {
      behaviour = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON the system message asks for: `{"key": [...]}` holding `exactly N` entries. */
function listFor(system: string): string {
  const key = /\{"(\w+)":/.exec(system)?.[1] ?? "items";
  const count = Number(/exactly (\d+)/.exec(system)?.[1] ?? 3);
  return JSON.stringify({ [key]: Array.from({ length: count }, (_, i) => `Model ${key} ${i + 1}`) });
}

function completion(model: string | undefined, content: string) {
  return {
    id: "chatcmpl-peer",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: model ?? "unknown",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
