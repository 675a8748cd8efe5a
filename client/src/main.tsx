import "@fontsource/bebas-neue/latin-400.css";
import "./index.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import { installCrashReporter } from "./app/crash/crash-reporter";
import { holdEarlyClicks } from "./lib/early-clicks";
import { warmFirstPage } from "./app/routes/warm-first-page";
import { captureInstallPrompt } from "./lib/install-prompt";
import { cn } from "./lib/utils";
import { queryClient } from "./lib/query-client";
import { userQueryOptions } from "./data/account/session";
import { prefetchInsightsAtStart } from "./data/insights/queries";

/** Production only (the dev server has no worker); its code is fetched after the page has loaded. */
function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void import("./lib/register-service-worker").then((worker) => worker.registerServiceWorker());
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html.");

installCrashReporter();
captureInstallPrompt();
// Who is signed in and the first page's code are asked for before the first render (the
// HTML already asked for both; these take its answers).
const userAnswered = queryClient.prefetchQuery(userQueryOptions());
const firstPageCode = warmFirstPage();
// /insights opened first: its answer is asked for beside the session, not once the page has
// mounted (the page takes it from the cache; signed out, the 401 is dropped). Its HTML asked
// already, in the zone the cookie keeps, which the page keeps up to date for the next visit.
// Nothing else reads the zone at start: the first Intl formatter a page makes costs a phone
// about 250 ms of main thread (lib/format.ts).
if (window.location.pathname === "/insights") void prefetchInsightsAtStart(queryClient);
registerServiceWorkerAfterLoad();
// tailwind-merge builds its class map on first use, one piece of work React cannot slice:
// it gets a task of its own while the network answers.
setTimeout(() => cn());

// The landing page arrives as HTML for visitors (rendered at build time): hydrate it in place,
// at once. Every other page's HTML paints the app's frame; the app waits (a few seconds at
// most) for the session and the page's code, so its first render draws the page itself
// rather than a spinner first and the page a render later. Either way the first render runs
// as a transition, in slices the browser can interleave with input and painting.
const prerendered = root.hasAttribute("data-prerendered");
const app = (
  <StrictMode>
    <Router>
      <App prerendered={prerendered} />
    </Router>
  </StrictMode>
);
if (prerendered) holdEarlyClicks(root);
const FIRST_RENDER_WAIT_MS = 3000;
const ready = prerendered
  ? Promise.resolve()
  : Promise.race([Promise.all([userAnswered, firstPageCode]), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
void ready.then(() =>
  setTimeout(() =>
    startTransition(() => {
      if (prerendered) hydrateRoot(root, app);
      else createRoot(root).render(app);
    }),
  ),
);
// The body font (Inter, 49 kB) is asked for once the page has its code, not beside it: on a
// slow link the two would share the bandwidth. Until it arrives text shows in a fallback
// with Inter's metrics (index.css), so nothing moves when it swaps in.
void ready.then(() => import("@fontsource-variable/inter/index.css"));
