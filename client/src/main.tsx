import "@fontsource/bebas-neue/latin-400.css";
import "@fontsource-variable/inter/index.css";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installCrashReporter } from "./app/crash/crash-reporter";
import { warmFirstPage } from "./app/routes/warm-first-page";
import { captureInstallPrompt } from "./lib/install-prompt";

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html.");

installCrashReporter();
captureInstallPrompt();
warmFirstPage();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
