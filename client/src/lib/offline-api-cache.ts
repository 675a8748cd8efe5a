/**
 * The service worker keeps the last answers of the joke-note reads in this cache (network
 * first, this copy only when the network fails), so the list can be read offline. It holds
 * one comedian's notes: it is emptied whenever the signed-in user changes. The worker is set
 * up in vite.config.ts (`offlineShell`), which names the same cache.
 */
export const API_CACHE_NAME = "api-joke-notes";

export async function clearOfflineApiCache(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(API_CACHE_NAME);
}
