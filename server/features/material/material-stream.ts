import { JSONParser } from "@streamparser/json";
import { importTooLarge } from "@shared/material/import-limits";
import { invalid, tooLarge } from "../../domain/domain-error";

/** What reading an export file yields, in the file's order. */
export type MaterialEvent =
  /** A value at the top of the file; a list or object arrives emptied, its items having come first. */
  | { kind: "top"; key: string; value: unknown }
  /** One item of a top-level list (or member of a top-level object, `inList` false). */
  | { kind: "item"; key: string; value: unknown; inList: boolean }
  /** The file is a JSON value other than an object. */
  | { kind: "not-an-object" };

/**
 * Reads a JSON export file as it arrives, a chunk at a time, and yields its top-level values
 * and each item of its lists as soon as they are complete. An item is dropped from the parser
 * once yielded, so memory holds one chunk and the items it finished, whatever the file's size.
 * Past `maxBytes` it stops with a 413; a file that is not JSON, or ends part-way, with a 400.
 */
export async function* readMaterialStream(body: AsyncIterable<Buffer | string>, maxBytes: number): AsyncGenerator<MaterialEvent> {
  const parser = new JSONParser({ paths: ["$.*", "$.*.*"], keepStack: false });
  let ready: MaterialEvent[] = [];
  let rootSeen = false;
  parser.onValue = ({ value, key, parent, stack }) => {
    if (stack.length === 1) {
      if (Array.isArray(parent)) {
        parent.length = 0;
        if (!rootSeen) ready.push({ kind: "not-an-object" });
        rootSeen = true;
        return;
      }
      rootSeen = true;
      ready.push({ kind: "top", key: String(key), value });
      return;
    }
    // An item of a top-level list or object: handed on, and let go of here.
    const inList = Array.isArray(parent);
    if (inList) parent.length = 0;
    else if (parent && typeof parent === "object" && key !== undefined) delete (parent as Record<string, unknown>)[String(key)];
    ready.push({ kind: "item", key: String(stack[1]!.key), value, inList });
  };

  let bytes = 0;
  for await (const chunk of body) {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > maxBytes) throw tooLarge(importTooLarge(true));
    try {
      parser.write(chunk);
    } catch (error) {
      throw notJson(error);
    }
    if (ready.length > 0) {
      const events = ready;
      ready = [];
      yield* events;
    }
  }
  if (bytes === 0) throw invalid("The file is empty.");
  try {
    if (!parser.isEnded) parser.end();
  } catch {
    throw invalid("The file ends part-way: it looks cut off. Download the export again and import the whole file.");
  }
  yield* ready;
}

/** The parser's complaint, in a sentence a person can act on. */
function notJson(error: unknown) {
  const detail = error instanceof Error ? error.message.replace(/\s+/g, " ").slice(0, 200) : "";
  return invalid(`The file is not valid JSON${detail ? ` (${detail})` : ""}.`);
}
