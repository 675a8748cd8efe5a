/**
 * The service worker keeps the last answers of the joke-note and set-list reads in this
 * cache (network first, this copy only when the network fails), so they can be read offline.
 * It holds one comedian's material: it is emptied whenever the signed-in user changes. The
 * worker is set up in vite.config.ts (`offlineShell`), which names the same cache (its name
 * is older than the set lists in it, and stays, so that every copy ever kept is emptied).
 */
export const API_CACHE_NAME = "api-joke-notes";

/**
 * The network mode of the reads the worker keeps a copy of: they are tried even when the
 * browser says it is offline (TanStack Query would otherwise hold them until it is back),
 * and the worker answers.
 */
export const KEPT_FOR_OFFLINE = "offlineFirst" as const;

export async function clearOfflineApiCache(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(API_CACHE_NAME);
}
