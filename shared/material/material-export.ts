import { z } from "zod";
import type { NoteText } from "../joke-notes/note-text";
import type { SetAsideReason } from "../joke-notes/set-aside";
import type { DevelopmentStage, StoolCategory } from "../joke-notes/stages";
import type { PerformanceRating } from "../performances/ratings";

/** A joke note as the export file holds it. */
export interface JokeNoteExport extends NoteText {
  exportId: string;
  stage: DevelopmentStage;
  onStool: boolean;
  stoolCategory: StoolCategory | null;
  sortOrder: number;
  /** The bit's timed length, once the comedian timed it. */
  durationSeconds: number | null;
  createdAt: string;
  updatedAt: string;
  /** Earlier words, newest first; words kept aside say why (null for words a save replaced). */
  versions: (NoteText & { setAside: SetAsideReason | null; createdAt: string })[];
}

export interface NoteExport {
  exportId: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface ThoughtExport {
  content: string;
  tags: string[];
  isFavorite: boolean;
  createdAt: string;
}

export interface ThoughtCategoryExport {
  exportId: string;
  name: string;
  description: string | null;
  color: string;
  sortOrder: number;
  thoughts: ThoughtExport[];
}

/** A bit in a set list or a rating: which exported joke note it is, and its setup to read by. */
export interface JokeRefExport {
  jokeNote: string;
  setup: string;
}

export interface SetListExport {
  exportId: string;
  name: string;
  targetMinutes: number;
  /** The running order. */
  items: JokeRefExport[];
  createdAt: string;
  updatedAt: string;
}

export interface PerformanceExport {
  exportId: string;
  performedAt: string;
  venue: string;
  showName: string | null;
  /** The exported set list performed, with its name to read by. */
  setList: string | null;
  setListName: string | null;
  durationSeconds: number | null;
  notes: string | null;
  ratings: (JokeRefExport & { rating: PerformanceRating; notes: string | null })[];
  createdAt: string;
  updatedAt: string;
}

/** A recorded set (its audio stays out of the file): when, what was performed, its laughs and applause breaks. */
export interface RecordingExport {
  exportId: string;
  startedAt: string;
  durationMs: number | null;
  mimeType: string;
  /** The exported set list and logged show, with their names to read by. */
  setList: string | null;
  setListName: string | null;
  performance: string | null;
  venue: string | null;
  laughCount: number;
  laughSeconds: number;
  laughsPerMinute: number;
  laughSecondsPerMinute: number;
  /** True once the comedian corrected the laugh meter. */
  laughsEdited: boolean;
  laughs: { startMs: number; endMs: number }[];
  applauseCount: number;
  applause: { startMs: number; endMs: number }[];
  bits: (JokeRefExport & { startMs: number; endMs: number; laughCount: number; laughsPerMinute: number; applauseCount: number })[];
  createdAt: string;
  updatedAt: string;
}

export interface ProfileExport {
  aboutMe: string | null;
  keywords: string[];
  setupKeywords: string[];
  topicCategories: string[];
  sentenceStarters: string[];
  location: string;
}

/** `GET /api/export`: the export file (JSON, which imports back) or Markdown, to read. */
export const exportQuerySchema = z.object({
  format: z.enum(["json", "markdown"], { error: "format must be json or markdown" }).default("json"),
});

/** `GET /api/export/summary`: whether a download would hold any writing (the profile alone does not count). */
export const materialSummarySchema = z.object({ hasMaterial: z.boolean() });
export type MaterialSummary = z.infer<typeof materialSummarySchema>;

/** The name of the downloaded file, dated: `comedy-toolkit-material-2026-11-22.json`. */
export const exportFileName = (date: Date, extension: "json" | "md") =>
  `comedy-toolkit-material-${date.toISOString().slice(0, 10)}.${extension}`;
