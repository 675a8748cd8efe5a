import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/** The folders directly inside `dir` (relative to the repository root), read when lint starts. */
function foldersIn(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * One zone per folder of `dir`: files in a folder may not import the other folders' files
 * (only those matching `files`, e.g. "*.repository.ts", when given). A folder added later is
 * covered by the next lint run without touching this file.
 */
export function noImportsBetweenFolders(dir, { files = "**", message }) {
  return foldersIn(dir).map((folder) => ({
    target: `${dir}/${folder}`,
    // Absolute globs: the rule resolves `from` against basePath but matches `except` as written.
    from: `${root}/${dir}/*/${files}`,
    except: [`${root}/${dir}/${folder}/**`],
    message,
  }));
}

/**
 * Server tests that still write API paths out; each comes off this list as it moves to the typed
 * test client (server/test/api-client.ts).
 */
const rawPathTestsStillToConvert = [
  "server/auth/session-user.test.ts",
  "server/client-compression.test.ts",
  "server/client-serving.test.ts",
  "server/crash-recovery.test.ts",
  "server/db/backup/backup-restore.test.ts",
  "server/db/backup/backup-while-writing.test.ts",
  "server/db/check-constraints.test.ts",
  "server/features/account/login-throttle.test.ts",
  "server/features/api-docs/api-docs.test.ts",
  "server/features/api-docs/openapi-covers-every-route.test.ts",
  "server/features/backups/backups.test.ts",
  "server/features/billing/billing-stripe.test.ts",
  "server/features/billing/billing.test.ts",
  "server/features/billing/free-tier-expiry.test.ts",
  "server/features/chaos/chaos.test.ts",
  "server/features/comedy-shows/comedy-shows-import.test.ts",
  "server/features/insights/insights-kept-answer.test.ts",
  "server/features/insights/insights.test.ts",
  "server/features/insights/recent-shows.test.ts",
  "server/features/joke-notes/joke-note-counts.test.ts",
  "server/features/joke-notes/joke-note-etag.test.ts",
  "server/features/joke-notes/joke-note-set-aside.test.ts",
  "server/features/joke-notes/joke-note-shape.test.ts",
  "server/features/joke-notes/joke-notes-best-sort.test.ts",
  "server/features/joke-notes/joke-notes-list-cache.test.ts",
  "server/features/joke-notes/joke-notes-order-concurrency.test.ts",
  "server/features/joke-notes/joke-notes-print.test.ts",
  "server/features/joke-notes/joke-notes-search.test.ts",
  "server/features/joke-notes/stale-statistics.test.ts",
  "server/features/material/material-import-stream.test.ts",
  "server/features/metrics/metrics.test.ts",
  "server/features/performances/performance-ratings-race.test.ts",
  "server/features/recordings/recordings-lifecycle.test.ts",
  "server/features/recordings/recordings-s3.test.ts",
  "server/features/recordings/recordings-two-instances.test.ts",
  "server/features/set-lists/set-lists-order-concurrency.test.ts",
  "server/features/site-settings/site-settings.test.ts",
  "server/features/sms/sms-webhook.test.ts",
  "server/features/sms/twilio-admin.test.ts",
  "server/features/thoughts/thought-categories-order-concurrency.test.ts",
  "server/features/videos/videos-s3.test.ts",
  "server/features/weekly-todo/weekly-todo.test.ts",
  "server/greeted-dashboard.test.ts",
  "server/http/api-route.unit.test.ts",
  "server/http/database-outage.test.ts",
  "server/http/hardening.test.ts",
  "server/http/headers-and-origins.test.ts",
  "server/http/input-edges.test.ts",
  "server/http/statement-time-limit.test.ts",
  "server/logs.test.ts",
  "server/offline-shell.test.ts",
];

/**
 * The architecture's walls (docs: DESIGN "Boundaries"), checked by import-x/no-restricted-paths
 * on every import, `import type` and `export … from` alike. Paths are relative to the
 * repository root; one entry (or one spread) per rule, so a new wall is one more line.
 */
export const boundaryZones = [
  ...noImportsBetweenFolders("client/src/features", {
    message: "A feature never imports another feature: move what both need to components/, lib/ or shared/.",
  }),
  {
    target: ["client/src/components", "client/src/lib"],
    from: ["client/src/features", "client/src/app"],
    message: "components/ and lib/ are building blocks: they never import features/ or app/.",
  },
  {
    target: "client/src/lib",
    from: "client/src/data",
    message: "lib/ holds generic helpers that know no resource: what reads or writes a resource lives in data/<resource>/.",
  },
  {
    target: "client/src/data",
    from: ["client/src/features", "client/src/app"],
    message: "data/ is below every screen: a resource's endpoints, keys, queries and cache edits import no feature or page (pass in what a screen needs).",
  },
  {
    target: ["client/src/!(data)/**", "client/src/data/!(http)/**"],
    from: `${root}/client/src/data/http/api-request.ts`,
    message: "The API is called through client/src/data/<resource>/endpoints.ts, one typed function per contract route: add the endpoint there.",
  },
  {
    target: "shared",
    from: ["client", "server"],
    message: "shared/ is used by both sides and imports nothing from client/ or server/.",
  },
  {
    // Every pure module of shared/: folders other than schema/, and files at its top.
    target: ["shared/!(schema)/**", "shared/*.*"],
    from: `${root}/shared/schema/**`,
    message: "Pure shared modules never import shared/schema (drizzle must stay out of the browser); move the constant to a pure module the schema imports.",
  },
  ...noImportsBetweenFolders("server/features", {
    files: "*.repository.ts",
    message: "A server feature owns its tables: call the other feature's service, never its repository.",
  }),
  {
    // Code outside the features (auth, http, jobs, integrations) reaches tables through a feature's service.
    target: ["server/!(features)/**", "server/*.*"],
    from: `${root}/server/features/*/*.repository.ts`,
    message: "Outside server/features, reach a table through its feature's service, never its repository.",
  },
  {
    target: ["server/auth/!(*.test).ts", "server/http/!(*.test).ts"],
    from: `${root}/server/features`,
    message: "auth/ and http/ serve every feature and import none: let app.ts hand them what they need.",
  },
  {
    target: ["server/features/**/!(*.routes|*.test|*.middleware).ts", "server/domain/**", "server/jobs/**"],
    from: [`${root}/server/http/error-handler.ts`, `${root}/server/http/took-too-long.ts`, `${root}/server/http/stream-answer.ts`],
    message: "Services speak the domain: throw a DomainError (server/domain/domain-error.ts); only the HTTP layer maps it to an answer.",
  },
  {
    // Tests may build a real SDK client to point at a peer; production code gets a port.
    target: ["server/!(integrations|test)/**/!(*.test).ts", "server/!(*.test).ts"],
    from: ["node_modules/twilio", "node_modules/stripe", "node_modules/openai", "node_modules/nodemailer", "node_modules/@aws-sdk"],
    message: "Outside SDKs live in server/integrations/<service>/: depend on the small port there, so a test peer or another provider plugs in at one place.",
  },
  {
    target: ["client", "shared/!(schema)/**", "shared/*.*"],
    from: ["node_modules/drizzle-orm", "node_modules/drizzle-zod"],
    message: "drizzle stays on the server: the browser gets plain DTO types from shared/.",
  },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "migrations", "test-results", "playwright-report", ".data"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: { allowDefaultProject: ["*.js", "*.mjs", "e2e/*.mjs", "scripts/*.mjs"] }, tsconfigRootDir: root },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  {
    // The resolver follows tsconfig's paths, so `@/…`, `@shared/…` and relative imports are judged alike.
    files: ["client/**/*.{ts,tsx,js,mjs}", "shared/**/*.{ts,js,mjs}", "server/**/*.{ts,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
      // An import the resolver cannot follow would slip past the walls unseen.
      "import-x/no-unresolved": "error",
      // Modules form layers, never rings: a cycle hides which one is the foundation.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call the API through client/src/data/<resource>/endpoints.ts (typed by the contract in shared/api)." },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/api|.*/src/api)(/|$)",
              message: "client/src/api/ is gone: a resource's endpoints are in client/src/data/<resource>/endpoints.ts.",
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      "no-restricted-syntax": [
        "error",
        {
          // Options spread from a `…QueryOptions()` helper are judged where the helper is written.
          selector:
            "CallExpression[callee.name=/^(useQuery|useSuspenseQuery|queryOptions)$/] > ObjectExpression.arguments:not(:has(> Property[key.name='queryFn'])):not(:has(> SpreadElement))",
          message: "Every query names its own queryFn: there is no default fetcher (see lib/query-client.ts).",
        },
      ],
    },
  },
  {
    // The one place requests are made: each endpoint typed from the contract.
    files: ["client/src/data/http/**/*.ts"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    // Response bodies in HTTP tests are untyped JSON, checked by the assertions.
    files: ["**/*.test.ts", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    // API tests name routes through the typed client, never by a path written out: a raw path
    // (a route outside the contract, a deliberately malformed one) says why on its line.
    files: ["server/**/*.test.ts"],
    ignores: rawPathTestsStillToConvert,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\/api\\//]",
          message: "Call the API through the typed test client (server/test/api-client.ts): apiClient(agent).<group>.<route>(…).",
        },
        {
          selector: "TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]",
          message: "Call the API through the typed test client (server/test/api-client.ts): apiClient(agent).<group>.<route>(…).",
        },
      ],
    },
  },
  {
    // The e2e tests call the API through the typed client: a route by name, its answer typed.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/api-client.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\/api\\//]",
          message: "Call the API through e2e/api-client.ts (`apiClient(page.request).<group>.<route>(…)`); match the page's own calls with `isCallOf`, name an address with `apiUrl`.",
        },
        {
          selector: "TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]",
          message: "Call the API through e2e/api-client.ts (`apiClient(page.request).<group>.<route>(…)`); match the page's own calls with `isCallOf`, name an address with `apiUrl`.",
        },
      ],
    },
  },
  {
    // axe scans each page and dialog once, in the accessibility specs: a feature spec checks what its page does.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/accessibility.spec.ts", "e2e/findability.spec.ts", "e2e/axe.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["./axe", "./axe.ts"].map((name) => ({
            name,
            message: "axe runs in e2e/accessibility.spec.ts (a page's states and dialogs) and e2e/findability.spec.ts (every page from the navigation): add the state there.",
          })),
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
