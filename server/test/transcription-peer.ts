import http from "node:http";

/** One transcription request as it reached the peer. */
export interface ReceivedTranscription {
  authorization: string | undefined;
  model: string | null;
  responseFormat: string | null;
  granularities: string[];
  fileName: string | null;
  fileType: string | null;
  file: Buffer;
}

/** A word as the OpenAI API answers it: seconds from the piece's start. */
export interface PeerWord {
  word: string;
  start: number;
  end: number;
}

/**
 * How the peer answers one request: `words` a verbose_json transcript; `status` an error (with a
 * Retry-After in seconds when given); `hang` never answers; `malformed` a body that is not JSON;
 * `slow` the words after `ms`.
 */
export type TranscriptionBehaviour =
  | { kind: "words"; words: PeerWord[] }
  | { kind: "status"; status: number; retryAfter?: string }
  | { kind: "hang" }
  | { kind: "malformed" }
  | { kind: "slow"; ms: number; words: PeerWord[] };

/**
 * A local HTTP server speaking OpenAI's speech-to-text protocol (POST /v1/audio/transcriptions,
 * multipart), recording every request. Each request takes the next scripted behaviour, then
 * `otherwise` once the script is used up.
 */
export async function startTranscriptionPeer(otherwise: TranscriptionBehaviour = { kind: "words", words: [] }) {
  const received: ReceivedTranscription[] = [];
  const script: TranscriptionBehaviour[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") {
          res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
          return;
        }
        const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": req.headers["content-type"] ?? "" } }).formData();
        const file = form.get("file");
        received.push({
          authorization: req.headers.authorization,
          model: form.get("model") as string | null,
          responseFormat: form.get("response_format") as string | null,
          granularities: form.getAll("timestamp_granularities[]").map(String),
          fileName: file instanceof File ? file.name : null,
          fileType: file instanceof File ? file.type : null,
          file: file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0),
        });
        for (const w of waiting.filter((w) => received.length >= w.count)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
        const behaviour = script.shift() ?? otherwise;
        const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
          res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
        const transcript = (words: PeerWord[]) => json(200, { task: "transcribe", language: "english", duration: words.at(-1)?.end ?? 0, text: words.map((w) => w.word).join(" "), words });
        switch (behaviour.kind) {
          case "words":
            return transcript(behaviour.words);
          case "slow":
            return void setTimeout(() => transcript(behaviour.words), behaviour.ms);
          case "status":
            return json(behaviour.status, { error: { message: `scripted ${behaviour.status}` } }, behaviour.retryAfter ? { "Retry-After": behaviour.retryAfter } : {});
          case "malformed":
            res.writeHead(200, { "Content-Type": "application/json" }).end("{ this is not json");
            return;
          case "hang":
            hung.add(res);
            return;
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    received,
    /** The next requests' answers, in order. */
    script(...behaviours: TranscriptionBehaviour[]) {
      script.push(...behaviours);
    },
    /** Settles once `count` requests have arrived in all. */
    requests(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
