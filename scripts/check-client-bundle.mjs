// Checks the built client (dist/public, or the folder given as the first argument):
// fails when any JS file carries drizzle, when the first-load JS (the entry chunk and
// every chunk it imports statically, from Vite's manifest) is over budget gzipped, and when
// a lazy page with a budget of its own (/insights) loads more than that on top of the first load.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Strings that survive minification when drizzle is bundled: its Symbol.for keys
 * ("drizzle:Columns", "drizzle:Name", …) and entity kinds ("PgColumn", "PgTable"),
 * seen in a test build that imported a table into the client.
 */
const DRIZZLE_MARKERS = [/drizzle:[A-Z]\w+/, /\bPgColumn\b/, /\bPgTable\b/, /drizzle-orm/];

const dir = path.resolve(process.argv[2] ?? "dist/public");
/** DESIGN's budget for the JavaScript a first visit loads, gzipped; FIRST_LOAD_BUDGET_KB overrides it. */
const BUDGET_BYTES = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 120) * 1000;
const manifestPath = path.join(dir, ".vite/manifest.json");

function jsFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function drizzleFindings() {
  return jsFiles(dir).flatMap((file) => {
    const code = readFileSync(file, "utf8");
    const found = DRIZZLE_MARKERS.map((marker) => marker.exec(code)?.[0]).filter(Boolean);
    return found.length > 0 ? [`${path.relative(dir, file)}: ${found.join(", ")}`] : [];
  });
}

/**
 * Lazy pages held to a budget of their own: every chunk the page can load beyond the first load,
 * its own lazy parts included (the charts /insights fetches as they scroll into view), gzipped
 * (issue: /insights <= 60 kB).
 */
const PAGE_BUDGETS = [{ page: "/insights", source: "src/features/insights/components/insights-page.tsx", bytes: 60 * 1000 }];

/** The entry chunk and, transitively, the chunks it imports statically (dynamic imports load later). */
function firstLoadFiles(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  return chunkFiles(manifest, entries[0]);
}

/**
 * A chunk and, transitively, the chunks it imports statically; with `dynamic`, its lazy imports
 * too, but none through a file of `stopAt` (the first load's lazy imports are every page).
 */
function chunkFiles(manifest, start, dynamic = false, stopAt = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || stopAt.has(manifest[key]?.file)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names an unknown chunk: ${key}`);
    seen.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(imported);
  };
  visit(start);
  return [...seen].map((chunk) => manifest[chunk].file);
}

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: build first (vite.config.ts sets build.manifest).`);
  process.exit(1);
}

const findings = drizzleFindings();
if (findings.length > 0) {
  console.error("drizzle is in the browser bundle (only plain DTO types from shared/ may reach the client):");
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const sizes = firstLoadFiles(manifest).map((file) => ({
  file,
  gzip: gzipSync(readFileSync(path.join(dir, file))).length,
}));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log("Client bundle: no drizzle.");
console.log(`First-load JS: ${kB(total)} gzipped (${sizes.map(({ file, gzip }) => `${file} ${kB(gzip)}`).join(", ")})`);
if (total > BUDGET_BYTES) {
  console.error(`First-load JS is over its budget of ${kB(BUDGET_BYTES)} gzipped: load more of it lazily.`);
  process.exit(1);
}

const firstLoad = new Set(sizes.map(({ file }) => file));
const gzipOf = (file) => gzipSync(readFileSync(path.join(dir, file))).length;
for (const budget of PAGE_BUDGETS) {
  if (!manifest[budget.source]) {
    console.error(`The manifest has no chunk for ${budget.page} (${budget.source}).`);
    process.exit(1);
  }
  const files = chunkFiles(manifest, budget.source, true, firstLoad);
  const bytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(`${budget.page} beyond the first load, lazy parts included: ${kB(bytes)} gzipped (${files.map((file) => `${file} ${kB(gzipOf(file))}`).join(", ")})`);
  if (bytes > budget.bytes) {
    console.error(`${budget.page} is over its budget of ${kB(budget.bytes)} gzipped.`);
    process.exit(1);
  }
}
