/**
 * The code of the pages a comedian most often opens first, by path. Fetching it at start,
 * beside the request that asks who is signed in, saves a round trip on a slow phone: the
 * page no longer waits for the answer before asking for its own code. The lazy routes
 * import the same modules, so nothing loads twice.
 */
const firstPages: Record<string, () => Promise<unknown>> = {
  "/": () => import("@/features/landing/components/landing-page"),
  "/dashboard": () => import("@/features/dashboard/components/dashboard-page"),
  "/joke-notes": () => import("@/features/joke-notes/components/joke-notes-page"),
  "/joke-lab": () => import("@/features/joke-lab/components/joke-lab-page"),
  "/my-stool": () => import("@/features/my-stool/components/my-stool-page"),
};

export function warmFirstPage(path: string = window.location.pathname): void {
  void firstPages[path]?.().catch(() => undefined);
}
