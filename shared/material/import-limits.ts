/** How large an import may be, and how many run at once: the server's limits, which the page checks too. */

/**
 * The largest export file POST /api/import reads; past it the answer is 413. The file is read
 * as it arrives, an item at a time, so memory does not grow with it.
 */
export const IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
export const IMPORT_MAX_LABEL = "1 GB";
/** Plain text is read whole (it is split into paragraphs), so it keeps a smaller limit. */
export const PLAIN_TEXT_IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const PLAIN_TEXT_IMPORT_MAX_LABEL = "30 MB";
/** What a file past its limit is told, by the server's 413 and by the page before it sends one. */
export const importTooLarge = (exportFile: boolean) =>
  exportFile
    ? `The file is too large (the limit is ${IMPORT_MAX_LABEL}).`
    : `The text is too large (the limit is ${PLAIN_TEXT_IMPORT_MAX_LABEL}).`;
/** The problem with a file's size before it is sent, if any: an export file (JSON) or plain text. */
export const importSizeProblem = (bytes: number, exportFile: boolean): string | undefined =>
  bytes > (exportFile ? IMPORT_MAX_BYTES : PLAIN_TEXT_IMPORT_MAX_BYTES) ? importTooLarge(exportFile) : undefined;
/** Imports running at once on one instance; past it the answer is 429, to try again after this many seconds. */
export const IMPORTS_AT_ONCE = 2;
export const IMPORT_RETRY_AFTER_SECONDS = 10;
