import type { Page, Request } from "@playwright/test";

/**
 * Watches every request the page starts; the answer lists those that have neither finished
 * nor failed yet (method and path), so a test can wait for none to be left hanging.
 */
export function watchUnfinishedRequests(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return () => [...open].map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
}
