import * as pages from "./lazy-pages";
import type { LazyPage } from "./lazy-pages";

/**
 * The code of the pages a comedian most often opens first, by path. Fetching it at start,
 * beside the request that asks who is signed in, saves a round trip on a slow phone: the
 * page no longer waits for the answer before asking for its own code. These are the routes'
 * own pages, so nothing loads twice and a preloaded page renders without a fallback.
 */
const firstPages: Record<string, LazyPage> = {
  "/": pages.LandingPage,
  "/dashboard": pages.DashboardPage,
  "/joke-notes": pages.JokeNotesPage,
  "/joke-lab": pages.JokeLabPage,
  "/my-stool": pages.MyStoolPage,
  "/insights": pages.InsightsPage,
};

/** Settles when the page's code has arrived (or failed to: the route will say so itself). */
export function warmFirstPage(path: string = window.location.pathname): Promise<void> {
  return (firstPages[path]?.preload() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
