// Renders pages to HTML after `vite build`: dist/public/landing.html (and landing-sms.html,
// for a site that offers SMS joke capture), the built index.html with the landing page inside #root, which the server sends at "/" to visitors without a
// session and the client hydrates (client/src/main.tsx); and index.html itself gets the
// app's frame (navigation and a spinner), painted before the app renders over it; and
// first-pages/*.html, the frame with one page's code asked for at once; and the dashboard's
// copy once more with its greeting drawn in the frame, for the server to fill in the name.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createServer } from "vite";
import { GREETED_ATTRIBUTE, GREETED_DASHBOARD_FILE, GREETING_NAME_SLOT } from "../shared/site/greeted-dashboard";
import { SMS_LANDING_FILE, SMS_OFFERED_ATTRIBUTE } from "../shared/site/landing-files";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "dist/public");
const EMPTY_ROOT = '<div id="root"></div>';
const LANDING_MODULE = "src/features/landing/components/landing-page.tsx";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The pages a comedian most often opens first (as client/src/app/routes/warm-first-page.ts
 * lists them): each gets a copy of index.html that asks for its code beside the entry, so a
 * phone does not wait for the entry to run before it learns what the page needs.
 */
const FIRST_PAGES: Record<string, string> = {
  dashboard: "src/features/dashboard/components/dashboard-page.tsx",
  "joke-notes": "src/features/joke-notes/components/joke-notes-page.tsx",
  "joke-lab": "src/features/joke-lab/components/joke-lab-page.tsx",
  "my-stool": "src/features/my-stool/components/my-stool-page.tsx",
  insights: "src/features/insights/components/insights-page.tsx",
};

/**
 * The answers a first page reads at once, asked for with its HTML (credentials included, as
 * the app's own fetch): /insights, in the zone its cookie keeps (client/src/lib/insights-query.ts).
 */
const FIRST_ANSWERS: Record<string, string> = {
  insights: `\n    <link rel="preload" href="/api/insights?range=all" as="fetch" crossorigin="use-credentials">`,
};

/** A page module's code and the chunks it imports, less what the page's HTML already loads. */
function modulePreloads(moduleKey: string, html: string): string {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const seen = new Set<string>(["index.html", ...(manifest["index.html"]?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest.`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(moduleKey);
  return files
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
}

/** The frame with `page` in place of the spinner in <main>, and #root marked as greeted. */
function greeted(frame: string, page: string): string {
  const main = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;
  const root = '<div id="root">';
  if (!main.test(frame) || !frame.includes(root)) throw new Error("The dashboard's frame has no <main> or #root to fill.");
  return frame.replace(main, (_whole, open: string, close: string) => `${open}${page}${close}`).replace(root, `<div id="root" ${GREETED_ATTRIBUTE}>`);
}

function writeHtml(name: string, html: string): void {
  const file = path.join(publicDir, name);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

const vite = await createServer({
  configFile: path.join(root, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "warn",
});
try {
  const { renderLanding, renderShell, renderDashboardGreeting } = (await vite.ssrLoadModule("/src/prerender/render-pages.tsx")) as {
    renderLanding: (smsOffered: boolean) => Promise<string>;
    renderShell: () => Promise<string>;
    renderDashboardGreeting: (nameSlot: string) => Promise<string>;
  };
  const shell = readFileSync(path.join(publicDir, "index.html"), "utf8");
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/public/index.html has no ${EMPTY_ROOT} to fill.`);
  const landing = async (smsOffered: boolean) => {
    // React puts the page's preloads (the first slide) ahead of it; they belong in <head>,
    // and #root must hold only what the app hydrates.
    const rendered = await renderLanding(smsOffered);
    const hoisted = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? "";
    const page = rendered.slice(hoisted.length);
    // The page's own code is asked for beside the entry, not after it has run.
    return shell
      .replace("</head>", `  ${modulePreloads(LANDING_MODULE, shell)}\n    ${hoisted}\n  </head>`)
      .replace(EMPTY_ROOT, `<div id="root" data-prerendered ${SMS_OFFERED_ATTRIBUTE}="${smsOffered ? "on" : "off"}">${page}</div>`);
  };
  const html = await landing(false);
  writeHtml("landing.html", html);
  writeHtml(SMS_LANDING_FILE, await landing(true));
  // Who is signed in is asked for with the page itself, not once the entry has arrived and
  // run: main.tsx's fetch (credentials included, like this one) takes the preloaded answer.
  const frame = shell
    .replace("</head>", `  <link rel="preload" href="/api/session" as="fetch" crossorigin="use-credentials">\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root">${await renderShell()}</div>`);
  writeHtml("index.html", frame);
  mkdirSync(path.join(publicDir, "first-pages"), { recursive: true });
  const firstPages = Object.fromEntries(
    Object.entries(FIRST_PAGES).map(([name, moduleKey]) => [
      name,
      frame.replace("</head>", `  ${modulePreloads(moduleKey, frame)}${FIRST_ANSWERS[name] ?? ""}\n  </head>`),
    ]),
  );
  for (const [name, pageHtml] of Object.entries(firstPages)) writeHtml(`first-pages/${name}.html`, pageHtml);
  mkdirSync(path.dirname(path.join(publicDir, GREETED_DASHBOARD_FILE)), { recursive: true });
  writeFileSync(path.join(publicDir, GREETED_DASHBOARD_FILE), greeted(firstPages.dashboard ?? "", await renderDashboardGreeting(GREETING_NAME_SLOT)));
  console.log(`prerendered the landing page (${(html.length / 1024).toFixed(1)} kB) and the app's frame`);
} finally {
  await vite.close();
}
