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
