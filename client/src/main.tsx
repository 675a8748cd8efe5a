import "@fontsource/bebas-neue/latin-400.css";
import "@fontsource-variable/inter/index.css";
import "./index.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import { installCrashReporter } from "./app/crash/crash-reporter";
import { holdEarlyClicks } from "./lib/early-clicks";
import { warmFirstPage } from "./app/routes/warm-first-page";
import { captureInstallPrompt } from "./lib/install-prompt";

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
warmFirstPage();
registerServiceWorkerAfterLoad();
// The landing page arrives as HTML for visitors (rendered at build time): hydrate it in place.
// Either way the first render runs as a transition, in slices the browser can interleave
// with input and painting instead of one long task on a slow phone.
const prerendered = root.hasAttribute("data-prerendered");
const app = (
  <StrictMode>
    <Router>
      <App prerendered={prerendered} />
    </Router>
  </StrictMode>
);
if (prerendered) holdEarlyClicks(root);
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
