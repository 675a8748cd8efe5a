import type { RecordingExport } from "@shared/material/material-export";
import { recordingMarkdown } from "@shared/material/markdown";
import { pagesById, type MaterialSection } from "../material/material-section";
import * as repo from "./recordings-material.repository";

/**
 * Recorded sets: when, the set and show, the laughs and each bit's stretch, with references to
 * the file's set lists, performances and joke notes. Exported to keep; the audio stays out of
 * the file, so an import (which would have no audio to play) leaves them out.
 */
export const recordingsSection: MaterialSection<RecordingExport, unknown> = {
  key: "recordings",
  title: "Recordings",
  pages: (tx, userId) => pagesById((afterId, limit) => repo.exportPage(tx, userId, afterId, limit)),
  markdown: recordingMarkdown,
};
