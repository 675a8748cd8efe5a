import type { NoteText } from "../joke-notes/note-text";
import type { DevelopmentStage, StoolCategory } from "../joke-notes/stages";

/** A joke note as the export file holds it. */
export interface JokeNoteExport extends NoteText {
  exportId: string;
  stage: DevelopmentStage;
  onStool: boolean;
  stoolCategory: StoolCategory | null;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
  /** Earlier words, newest first. */
  versions: (NoteText & { createdAt: string })[];
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

export interface ProfileExport {
  aboutMe: string | null;
  keywords: string[];
  setupKeywords: string[];
  topicCategories: string[];
  sentenceStarters: string[];
  location: string;
}

/** The name of the downloaded file, dated: `comedy-toolkit-material-2026-11-22.json`. */
export const exportFileName = (date: Date, extension: "json" | "md") =>
  `comedy-toolkit-material-${date.toISOString().slice(0, 10)}.${extension}`;
