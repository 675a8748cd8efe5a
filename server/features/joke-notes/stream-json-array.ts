import type { Response } from "express";

/** Resolves once the response can take more, or once the client has gone. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/**
 * Writes chunks of a JSON array's items (each a comma-joined run of JSON values) as one
 * array, waiting whenever the client reads slower than the chunks come. A failure before
 * the first byte goes to the error handler; after it the connection is cut, so the client
 * sees a broken answer rather than a short list.
 */
export async function streamJsonArray(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  let started = false;
  try {
    for await (const chunk of chunks) {
      if (!started) {
        res.status(200).type("application/json");
        res.write("[");
        started = true;
      } else {
        res.write(",");
      }
      if (!res.write(chunk)) await drained(res);
      if (res.destroyed) return;
    }
  } catch (error) {
    if (!started) throw error;
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  if (!started) res.status(200).type("application/json").write("[");
  res.end("]");
}
