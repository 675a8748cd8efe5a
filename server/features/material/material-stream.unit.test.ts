import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../domain/domain-error";
import { readMaterialStream, type MaterialEvent } from "./material-stream";

/** The text in chunks of `size` bytes, split wherever they fall (inside a character too). */
function chunksOf(text: string, size: number): Readable {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
}

async function read(text: string, size = 7, maxBytes = 1_000_000): Promise<MaterialEvent[]> {
  const events: MaterialEvent[] = [];
  for await (const event of readMaterialStream(chunksOf(text, size), maxBytes)) events.push(event);
  return events;
}

const failure = async (text: string, maxBytes?: number) => {
  try {
    await read(text, 7, maxBytes);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error("expected the read to fail");
};

describe("readMaterialStream", () => {
  it("yields each item of each list as it completes, then the emptied list, in the file's order", async () => {
    const file = '{"format":"f","jokeNotes":[{"setup":"a","versions":[{"setup":"b"}]},{"setup":"ü"}],"profile":{"keywords":["x"]},"n":null}';
    expect(await read(file)).toEqual([
      { kind: "top", key: "format", value: "f" },
      { kind: "item", key: "jokeNotes", value: { setup: "a", versions: [{ setup: "b" }] }, inList: true },
      { kind: "item", key: "jokeNotes", value: { setup: "ü" }, inList: true },
      { kind: "top", key: "jokeNotes", value: [] },
      { kind: "item", key: "profile", value: ["x"], inList: false },
      { kind: "top", key: "profile", value: {} },
      { kind: "top", key: "n", value: null },
    ]);
  });

  it("tells a file that is not an object", async () => {
    expect(await read("[1, 2]")).toEqual([{ kind: "not-an-object" }]);
  });

  it("answers 400 for a file cut off, malformed deep inside, or empty", async () => {
    const cut = await failure('{"format":"f","jokeNotes":[{"setup":"a"},{"set');
    expect(cut).toMatchObject({ kind: "invalid", message: expect.stringMatching(/cut off/) });
    const malformed = await failure('{"format":"f","jokeNotes":[{"setup":"a"},{"setup" "b"}]}');
    expect(malformed).toMatchObject({ kind: "invalid", message: expect.stringMatching(/not valid JSON/) });
    expect(await failure('{"a":1} trailing')).toMatchObject({ kind: "invalid" });
    expect(await failure("")).toMatchObject({ kind: "invalid", message: "The file is empty." });
  });

  it("answers 413 as soon as the file passes the limit", async () => {
    const file = `{"notes":[${Array.from({ length: 100 }, () => '{"title":"t","content":"c"}').join(",")}]}`;
    expect(await failure(file, 200)).toMatchObject({ kind: "too-large", message: "The file is too large (the limit is 1 GB)." });
    expect(await read(file, 64, file.length)).toHaveLength(101);
  });
});
