import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "check-client-bundle.mjs");
let dir: string;

/** A built client in a temporary folder: a manifest and the files it names. */
function plantBuild(files: Record<string, string>, manifest: Record<string, unknown>): string {
  dir = mkdtempSync(path.join(tmpdir(), "client-bundle-"));
  mkdirSync(path.join(dir, ".vite"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  for (const [file, code] of Object.entries(files)) writeFileSync(path.join(dir, file), code);
  return dir;
}

function check(folder: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [script, folder], { encoding: "utf8", env: { ...process.env, ...env } });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** The lazy page is /insights, which has a budget of its own. */
const PAGE = "src/features/insights/components/insights-page.tsx";
const manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"], dynamicImports: [PAGE, "src/other-page.tsx"] },
  "src/other-page.tsx": { file: "assets/other-page.js", isDynamicEntry: true, imports: ["_vendor.js"] },
  "_vendor.js": { file: "assets/vendor.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js" },
  [PAGE]: { file: "assets/page.js", isDynamicEntry: true, imports: ["_shared.js", "_charts.js"], dynamicImports: ["src/lazy-chart.tsx", PAGE] },
  "src/lazy-chart.tsx": { file: "assets/lazy-chart.js", isDynamicEntry: true, imports: ["_charts.js", "_vendor.js"] },
  "_charts.js": { file: "assets/charts.js", imports: ["_shared.js"] },
};
const code = {
  "assets/index.js": `import "./vendor.js";console.log(${JSON.stringify("entry ".repeat(200))});`,
  "assets/vendor.js": `export const v=${JSON.stringify("vendor code ".repeat(300))};`,
  "assets/shared.js": "export const s=1;",
  "assets/page.js": `export const p=${JSON.stringify("lazy page ".repeat(500))};`,
  "assets/charts.js": "export const c=2;",
  "assets/lazy-chart.js": `export const l=${JSON.stringify("a chart drawn when near ".repeat(50))};`,
  "assets/other-page.js": `export const o=${JSON.stringify("another page ".repeat(400))};`,
};

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("check-client-bundle", () => {
  it("passes a bundle without drizzle and prints the gzipped size of the entry and its static imports only", () => {
    const { status, out } = check(plantBuild(code, manifest));
    const expected = ["assets/index.js", "assets/vendor.js", "assets/shared.js"]
      .map((file) => gzipSync(code[file as keyof typeof code]).length)
      .reduce((a, b) => a + b, 0);
    expect(status).toBe(0);
    expect(out).toContain(`First-load JS: ${(expected / 1000).toFixed(2)} kB gzipped`);
    expect(out.split("\n").find((line) => line.startsWith("First-load JS"))).not.toContain("assets/page.js");
  });

  it("holds /insights to 60 kB gzipped beyond the first load: its page, the chunks only it imports and its own lazy parts", () => {
    const pageFiles = ["assets/page.js", "assets/charts.js", "assets/lazy-chart.js"];
    const pageBytes = pageFiles.map((file) => gzipSync(code[file as keyof typeof code]).length).reduce((a, b) => a + b, 0);
    const { status, out } = check(plantBuild(code, manifest));
    expect(status).toBe(0);
    expect(out).toContain(`/insights beyond the first load, lazy parts included: ${(pageBytes / 1000).toFixed(2)} kB gzipped`);
    // Not the first load's files, nor the other pages the first load can open.
    expect(out).not.toMatch(/beyond the first load.*(shared|vendor|other-page)\.js/);
    // Charts that do not compress: over 60 kB gzipped.
    const heavy = { ...code, "assets/charts.js": `export const c=${JSON.stringify(randomBytes(96_000).toString("base64"))};` };
    const over = check(plantBuild(heavy, manifest));
    expect(over.status).toBe(1);
    expect(over.out).toContain("/insights is over its budget of 60.00 kB gzipped");
  });

  it("fails when a lazy chunk carries drizzle, naming the file and the marker", () => {
    const tainted = { ...code, "assets/page.js": 'const t=Symbol.for("drizzle:Columns");class e{static[n]="PgColumn"}' };
    const { status, out } = check(plantBuild(tainted, manifest));
    expect(status).toBe(1);
    expect(out).toContain("assets/page.js: drizzle:Columns, PgColumn");
  });

  it("fails when the first-load JS is over budget, counting only the entry and its static imports", () => {
    const { status, out } = check(plantBuild(code, manifest), { FIRST_LOAD_BUDGET_KB: "0.05" });
    expect(status).toBe(1);
    expect(out).toContain("over its budget of 0.05 kB");
    // The lazy page is the biggest file, and it does not count against the budget.
    expect(check(plantBuild(code, manifest), { FIRST_LOAD_BUDGET_KB: "0.2" }).status).toBe(0);
  });

  it("fails without a manifest", () => {
    dir = mkdtempSync(path.join(tmpdir(), "client-bundle-"));
    const { status, out } = check(dir);
    expect(status).toBe(1);
    expect(out).toContain("No Vite manifest");
  });
});
