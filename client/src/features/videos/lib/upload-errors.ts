/** The spec's upload error texts, in one place. */
export const UPLOAD_ERRORS = {
  network: "Network error during upload",
  aborted: "Upload aborted",
  noneSucceeded: "Upload failed - no successful uploads found",
} as const;

/** "Upload failed: Forbidden": the store's status text, or its code when it sent none. */
export const uploadFailed = (status: number, statusText: string) => `Upload failed: ${statusText.trim() || `status ${status}`}`;

/** Whole percent of bytes sent, never past 100 and never NaN. */
export function percentSent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
