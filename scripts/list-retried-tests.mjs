// Lists every browser test that needed its retry in the last CI run (Playwright's JSON report,
// test-results/e2e-results.json): a test that passed only on its second try is flaky, a bug to
// fix. Prints the list (or that there is none); exits 0 either way.
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2] ?? "test-results/e2e-results.json";
if (!existsSync(file)) {
  console.log(`No browser test report at ${file}: nothing to list.`);
  process.exit(0);
}

/** Every test of the report with its spec's title path. */
function* testsOf(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { title: [...path, spec.title].join(" › "), file: spec.file, line: spec.line, test };
  for (const child of suite.suites ?? []) yield* testsOf(child, path);
}

const report = JSON.parse(readFileSync(file, "utf8"));
const retried = [];
for (const suite of report.suites ?? []) {
  for (const { title, file: specFile, line, test } of testsOf(suite)) {
    const results = test.results ?? [];
    if (results.length > 1) {
      const outcome = results.at(-1)?.status === "passed" ? "passed on its retry" : "failed twice";
      const firstError = results[0]?.error?.message?.split("\n")[0] ?? "";
      retried.push(`- ${specFile}:${line} ${title} (${outcome})${firstError ? `\n    first try: ${firstError}` : ""}`);
    }
  }
}
if (retried.length === 0) console.log("Browser tests that needed their retry: none.");
else console.log(`Browser tests that needed their retry (${retried.length}), each a bug to fix:\n${retried.join("\n")}`);
