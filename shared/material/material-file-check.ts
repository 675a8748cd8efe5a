import type { z } from "zod";
import {
  fileFormat,
  fileFormatVersion,
  IMPORT_ITEMS_MAX,
  materialLists,
  notAList,
  tooManyItems,
  type MaterialListKey,
} from "./material-file";

/** One thing wrong with the file, at its path (`jokeNotes.3.setup`). */
export interface FileProblem {
  path: string;
  message: string;
}

/** The first thing found wrong with a file: the import stops there and adds nothing. */
export class BadMaterialFile extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.path ? `${problem.path}: ${problem.message}` : problem.message);
    this.name = "BadMaterialFile";
  }
}

const fail = (path: (string | number)[], message: string): never => {
  throw new BadMaterialFile({ path: path.join("."), message });
};

const isListKey = (key: string): key is MaterialListKey => Object.hasOwn(materialLists, key);

/** A reference to check once the whole file is read: the item it names may come later. */
interface PendingRef {
  kind: "jokeNotes" | "setLists";
  exportId: string;
  path: (string | number)[];
}

const REF_WHAT = { jokeNotes: "joke note", setLists: "set list" } as const;

/**
 * An export file checked as it is read, one value at a time, by the same rules as a whole
 * file: what it says it is, each item of each list, repeated exportIds, and that every
 * reference names an item of the file. Holds only the exportIds and references, never the
 * items. Each method throws BadMaterialFile at the first problem.
 */
export class MaterialFileCheck {
  private format: unknown;
  private formatVersion: unknown;
  private readonly counts = new Map<MaterialListKey, number>();
  private readonly ids = { jokeNotes: new Set<string>(), setLists: new Set<string>() };
  private readonly refs: PendingRef[] = [];

  /** The file is not an object at all. */
  notAnObject(): never {
    return fail([], "The file must be a JSON object: a Comedy Toolkit export file.");
  }

  /**
   * A value at the top of the file, once read; a list of material arrives emptied, its items
   * having come one by one through `item`.
   */
  top(key: string, value: unknown): void {
    if (key === "format") {
      this.format = value;
      this.checkFormat();
    } else if (key === "formatVersion") {
      this.formatVersion = value;
      this.checkFormatVersion();
    } else if (isListKey(key)) {
      if (!Array.isArray(value)) fail([key], notAList(materialLists[key].label));
    }
  }

  /**
   * The next item of a top-level list or object, checked by its kind's rules and answered as
   * they read it (texts cleaned, defaults filled in); undefined for a key that holds no
   * material this version imports. `inList` is false when the key holds an object instead.
   */
  item<K extends MaterialListKey>(key: K, value: unknown, inList: boolean): z.output<(typeof materialLists)[K]["item"]>;
  item(key: string, value: unknown, inList: boolean): unknown;
  item(key: string, value: unknown, inList: boolean): unknown {
    if (!isListKey(key)) return undefined;
    const { item, label } = materialLists[key];
    if (!inList) fail([key], notAList(label));
    const index = this.counts.get(key) ?? 0;
    if (index >= IMPORT_ITEMS_MAX) fail([key], tooManyItems(label));
    this.counts.set(key, index + 1);
    const result = item.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      fail([key, index, ...(issue.path as (string | number)[])], issue.message);
    }
    const parsed = result.data as { exportId?: string };
    if (key === "jokeNotes" || key === "setLists") this.noteExportId(key, index, parsed.exportId);
    if (key === "setLists") this.setListRefs(index, result.data as z.output<typeof materialLists.setLists.item>);
    if (key === "performances") this.performanceRefs(index, result.data as z.output<typeof materialLists.performances.item>);
    return result.data;
  }

  /** After the last byte: what could only be checked with the whole file read. */
  finish(): void {
    this.checkFormat();
    this.checkFormatVersion();
    for (const ref of this.refs) {
      if (!this.ids[ref.kind].has(ref.exportId)) fail(ref.path, `No ${REF_WHAT[ref.kind]} "${ref.exportId}" in this file`);
    }
  }

  private checkFormat(): void {
    const result = fileFormat.safeParse(this.format);
    if (!result.success) fail(["format"], result.error.issues[0]!.message);
  }

  private checkFormatVersion(): void {
    const result = fileFormatVersion.safeParse(this.formatVersion);
    if (!result.success) fail(["formatVersion"], result.error.issues[0]!.message);
  }

  private noteExportId(key: "jokeNotes" | "setLists", index: number, exportId: string | undefined): void {
    if (exportId === undefined) return;
    if (this.ids[key].has(exportId)) fail([key, index, "exportId"], `exportId "${exportId}" is repeated`);
    this.ids[key].add(exportId);
  }

  /** A list refers to a joke at most once; whether the joke is in the file is known at the end. */
  private refsOnce(kind: PendingRef["kind"], exportIds: string[], path: (i: number) => (string | number)[]): void {
    const seen = new Set<string>();
    exportIds.forEach((exportId, i) => {
      if (seen.has(exportId)) fail(path(i), `${REF_WHAT[kind]} "${exportId}" is listed twice`);
      seen.add(exportId);
      this.refs.push({ kind, exportId, path: path(i) });
    });
  }

  private setListRefs(index: number, set: z.output<typeof materialLists.setLists.item>): void {
    this.refsOnce(
      "jokeNotes",
      set.items.map((bit) => bit.jokeNote),
      (i) => ["setLists", index, "items", i, "jokeNote"],
    );
  }

  private performanceRefs(index: number, show: z.output<typeof materialLists.performances.item>): void {
    if (show.setList !== null) this.refs.push({ kind: "setLists", exportId: show.setList, path: ["performances", index, "setList"] });
    this.refsOnce(
      "jokeNotes",
      show.ratings.map((rating) => rating.jokeNote),
      (i) => ["performances", index, "ratings", i, "jokeNote"],
    );
  }
}
