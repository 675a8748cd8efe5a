// Renders the landing page to HTML after `vite build` (dist/public/landing.html): the built
// index.html with the page inside #root. The server sends it at "/" to visitors without a
// session; the client hydrates it (client/src/main.tsx).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "dist/public");
const EMPTY_ROOT = '<div id="root"></div>';
const LANDING_MODULE = "src/features/landing/components/landing-page.tsx";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The landing page's code and the chunks it imports, less what index.html already loads. */
function landingPreloads(): string {
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
  visit(LANDING_MODULE);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    ");
}

const vite = await createServer({
  configFile: path.join(root, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "warn",
});
try {
  const { renderLanding } = (await vite.ssrLoadModule("/src/prerender/render-landing.tsx")) as {
    renderLanding: () => Promise<string>;
  };
  // React puts the page's preloads (the first slide) ahead of it; they belong in <head>,
  // and #root must hold only what the app hydrates.
  const rendered = await renderLanding();
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? "";
  const page = rendered.slice(hoisted.length);
  const shell = readFileSync(path.join(publicDir, "index.html"), "utf8");
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/public/index.html has no ${EMPTY_ROOT} to fill.`);
  // The page's own code is asked for beside the entry, not after it has run.
  const html = shell
    .replace("</head>", `  ${landingPreloads()}\n    ${hoisted}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered>${page}</div>`);
  const file = path.join(publicDir, "landing.html");
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered the landing page: ${(html.length / 1024).toFixed(1)} kB`);
} finally {
  await vite.close();
}
