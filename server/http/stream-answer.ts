import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The 'close' listeners a pipeline puts on the response it writes to (Node 20-24). */
const PIPELINE_CLOSE_LISTENERS = 8;

/**
 * Streams text into the answer, waiting while the reader is slow; a failure part-way destroys
 * the response, so a cut-off file never looks complete. The pipeline's own listeners come on
 * top of the middleware's and the server's (five), past the ten at which Node warns of a leak
 * on every export: the response is told to expect them.
 */
export function streamAnswer(res: ServerResponse, chunks: AsyncIterable<string>): Promise<void> {
  res.setMaxListeners(res.getMaxListeners() + PIPELINE_CLOSE_LISTENERS);
  return pipeline(Readable.from(chunks), res);
}
