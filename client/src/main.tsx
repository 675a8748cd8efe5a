import "@fontsource/bebas-neue/latin-400.css";
import "@fontsource-variable/inter/index.css";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installCrashReporter } from "./app/crash/crash-reporter";
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
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
