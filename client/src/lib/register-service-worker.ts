/**
 * Registers the service worker (built by vite-plugin-pwa, docs/decisions/022): the app shell
 * and the last joke list then open offline. Loaded after the page, never in its way. A new
 * build's worker takes over at once (skipWaiting); the page on show keeps its code until the
 * next visit.
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch (error) {
    console.warn("The service worker could not be registered; the app works, but not offline.", error);
  }
}
