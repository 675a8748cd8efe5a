import { percentSent, UPLOAD_ERRORS, uploadFailed } from "./upload-errors";

/**
 * PUTs a file straight to the storage URL with XMLHttpRequest, whose upload events report real
 * progress (fetch has none for request bodies). Rejects with the spec's texts; an aborted
 * `signal` cancels the transfer.
 */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error(UPLOAD_ERRORS.aborted));
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentSent(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(uploadFailed(xhr.status, xhr.statusText)));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_ERRORS.network));
    xhr.onabort = () => reject(new Error(UPLOAD_ERRORS.aborted));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
