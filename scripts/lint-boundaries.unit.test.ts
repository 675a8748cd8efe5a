import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Plants imports in files that do not exist and lints them with the project's own
 * eslint.config.js. Type-aware rules are switched off here (the planted files are in no
 * TypeScript project); the boundary rule needs only the import resolver.
 */
let eslint: ESLint;

// Loading the config, parser and resolver takes seconds on a busy machine; do it once, up front.
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  await eslint.lintText("export {};\n", { filePath: "client/src/lib/planted.ts" });
}, 60_000);

async function messagesOf(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  // An import that does not resolve is never judged by the boundary rule: fail loudly instead.
  const unresolved = messages.find((m) => m.ruleId === "import-x/no-unresolved");
  if (unresolved) throw new Error(`${filePath}: ${unresolved.message}`);
  return messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryMessages = (filePath: string, code: string) => messagesOf(filePath, code, "import-x/no-restricted-paths");

describe("lint-enforced boundaries", { timeout: 30_000 }, () => {
  it("reports a feature importing another feature, by alias, relative path or type", async () => {
    const byAlias = await boundaryMessages(
      "client/src/features/dashboard/components/planted.ts",
      'import { moveToasts } from "@/features/joke-lab/lib/move-toasts";\nexport const x = moveToasts;\n',
    );
    expect(byAlias).toEqual([expect.stringContaining("A feature never imports another feature")]);

    const byRelativeType = await boundaryMessages(
      "client/src/features/dashboard/components/planted.ts",
      'import type { NoteFormValues } from "../../joke-notes/lib/note-form";\nexport type X = NoteFormValues;\n',
    );
    expect(byRelativeType).toHaveLength(1);

    const reExport = await boundaryMessages(
      "client/src/features/my-stool/planted.ts",
      'export { printRequest } from "@/features/joke-notes/lib/print-request";\n',
    );
    expect(reExport).toHaveLength(1);
  });

  it("reports lib/ or components/ importing features/ or app/", async () => {
    const libToFeature = await boundaryMessages(
      "client/src/lib/planted.ts",
      'import { LandingPage } from "@/features/landing/components/landing-page";\nexport const x = LandingPage;\n',
    );
    expect(libToFeature).toEqual([expect.stringContaining("never import features/ or app/")]);

    const componentToApp = await boundaryMessages(
      "client/src/components/planted.tsx",
      'import { AppShell } from "../app/layout/app-shell";\nexport const x = AppShell;\n',
    );
    expect(componentToApp).toHaveLength(1);
  });

  it("reports lib/ importing data/, data/ importing features/ or app/, and any import of the old client/src/api/", async () => {
    const libToData = await boundaryMessages(
      "client/src/lib/planted.ts",
      'import { useJokeNotes } from "@/data/joke-notes/queries";\nexport const x = useJokeNotes;\n',
    );
    expect(libToData).toEqual([expect.stringContaining("lib/ holds generic helpers that know no resource")]);

    const dataToFeature = await boundaryMessages(
      "client/src/data/recordings/recorder/planted.ts",
      'import { RecordingNote } from "@/features/my-stool/components/recording-note";\nexport const x = RecordingNote;\n',
    );
    expect(dataToFeature).toEqual([expect.stringContaining("data/ is below every screen")]);

    const dataToApp = await boundaryMessages(
      "client/src/data/joke-notes/planted.ts",
      'import { AppShell } from "../../app/layout/app-shell";\nexport const x = AppShell;\n',
    );
    expect(dataToApp).toHaveLength(1);

    // The folder is gone, so the import cannot resolve: the import rule names where endpoints live now.
    const [oldApi] = await eslint.lintText('import { getJokeNotes } from "@/api/joke-notes";\nexport const x = getJokeNotes;\n', {
      filePath: "client/src/features/joke-notes/components/planted.tsx",
    });
    const restricted = (oldApi?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
    expect(restricted).toEqual([expect.stringContaining("client/src/data/<resource>/endpoints.ts")]);

    // A feature's own api/ folder is not the old one.
    const ownApi = await messagesOf(
      "client/src/features/joke-notes/components/planted.tsx",
      'import { useDeleteJokeNote } from "../api/delete-joke-note";\nexport const x = useDeleteJokeNote;\n',
      "no-restricted-imports",
    );
    expect(ownApi).toEqual([]);
  });

  it("reports shared/ importing server/ or client/", async () => {
    const toServer = await boundaryMessages(
      "shared/joke-notes/planted.ts",
      'import { logger } from "../../server/logger";\nexport const x = logger;\n',
    );
    expect(toServer).toEqual([expect.stringContaining("imports nothing from client/ or server/")]);

    const toClient = await boundaryMessages(
      "shared/schema/planted.ts",
      'import { cn } from "@/lib/utils";\nexport const x = cn;\n',
    );
    expect(toClient).toHaveLength(1);
  });

  it("reports a pure shared module importing shared/schema, and the browser importing drizzle", async () => {
    const pureToSchema = await boundaryMessages(
      "shared/joke-notes/planted.ts",
      'import { jokeNotes } from "@shared/schema/joke-notes";\nexport const x = jokeNotes;\n',
    );
    expect(pureToSchema).toEqual([expect.stringContaining("never import shared/schema")]);

    const clientToDrizzle = await boundaryMessages(
      "client/src/lib/planted.ts",
      'import type { SQL } from "drizzle-orm";\nexport type X = SQL;\n',
    );
    expect(clientToDrizzle).toEqual([expect.stringContaining("drizzle stays on the server")]);
  });

  it("lets the legal imports through", async () => {
    const legal: [string, string][] = [
      // A feature's own files, lib/, components/ and shared/.
      [
        "client/src/features/joke-notes/components/planted.tsx",
        [
          'import { printRequest } from "../lib/print-request";',
          'import { useJokeNotes } from "@/data/joke-notes/queries";',
          'import { Button } from "@/components/ui/button";',
          'import { truncate } from "@shared/joke-notes/list-rules";',
          "export const x = [printRequest, useJokeNotes, Button, truncate];",
        ].join("\n"),
      ],
      // A feature reads its resources through data/, and data/ resources use each other.
      ["client/src/features/set-lists/planted.ts", 'import { useSetLists } from "@/data/set-lists/queries";\nexport const x = useSetLists;\n'],
      ["client/src/data/recordings/planted.ts", 'import { useSetList } from "../set-lists/queries";\nexport const x = useSetList;\n'],
      // app/ composes features.
      ["client/src/app/planted.ts", 'import { LandingPage } from "@/features/landing/components/landing-page";\nexport const x = LandingPage;\n'],
      // lib/ may use components/.
      ["client/src/lib/planted.ts", 'import { toast } from "@/components/ui/use-toast";\nexport const x = toast;\n'],
      // The schema builds on pure modules, and pure modules on each other.
      ["shared/schema/planted.ts", 'import { developmentStages } from "../joke-notes/stages";\nexport const x = developmentStages;\n'],
      ["shared/sms/planted.ts", 'import { formatE164 } from "../account/phone";\nexport const x = formatE164;\n'],
      // The server may use both.
      ["server/planted.ts", 'import { jokeNotes } from "@shared/schema/joke-notes";\nexport const x = jokeNotes;\n'],
    ];
    for (const [filePath, code] of legal) {
      expect(await boundaryMessages(filePath, code), filePath).toEqual([]);
    }
  });

  it("reports a server feature, or code outside the features, reaching another feature's repository", async () => {
    const crossFeature = await boundaryMessages(
      "server/features/sms/planted.ts",
      'import { insertJokeNote } from "../joke-notes/joke-notes.repository";\nexport const x = insertJokeNote;\n',
    );
    expect(crossFeature).toEqual([expect.stringContaining("call the other feature's service")]);
    const fromJobs = await boundaryMessages(
      "server/jobs/planted.ts",
      'import { findUserById } from "../features/account/users.repository";\nexport const x = findUserById;\n',
    );
    expect(fromJobs).toEqual([expect.stringContaining("through its feature's service")]);
    const ownRepository = await boundaryMessages(
      "server/features/joke-notes/planted.ts",
      'import { insertJokeNote } from "./joke-notes.repository";\nexport const x = insertJokeNote;\n',
    );
    expect(ownRepository).toEqual([]);
    const otherService = await boundaryMessages(
      "server/features/sms/planted.ts",
      'import { createNote } from "../joke-notes/joke-notes.service";\nexport const x = createNote;\n',
    );
    expect(otherService).toEqual([]);
  });

  it("reports a query without its own fetcher (there is no default one)", async () => {
    const query = (options: string) =>
      messagesOf(
        "client/src/features/landing/api/planted.ts",
        `import { queryOptions } from "@tanstack/react-query";\nexport const o = () => queryOptions(${options});\n`,
        "no-restricted-syntax",
      );
    expect(await query('{ queryKey: ["/api/comedy-shows"] }')).toEqual([expect.stringContaining("names its own queryFn")]);
    expect(await query('{ queryKey: ["/api/comedy-shows"], queryFn: () => Promise.resolve([]) }')).toEqual([]);
  });

  it("keeps auth/ and http/ free of features, outside SDKs in integrations/, and API calls behind the contract", async () => {
    const authImportsFeature = await boundaryMessages(
      "server/auth/planted.ts",
      'import { findUser } from "../features/account/account.service";\nexport const x = findUser;\n',
    );
    expect(authImportsFeature).toEqual([expect.stringContaining("auth/ and http/ serve every feature and import none")]);
    const sdkInFeature = await boundaryMessages("server/features/sms/planted.ts", 'import twilio from "twilio";\nexport const x = twilio;\n');
    expect(sdkInFeature).toEqual([expect.stringContaining("Outside SDKs live in server/integrations")]);
    const sdkInIntegration = await boundaryMessages("server/integrations/sms/planted.ts", 'import twilio from "twilio";\nexport const x = twilio;\n');
    expect(sdkInIntegration).toEqual([]);
    const httpInService = await boundaryMessages(
      "server/features/notes/planted.service.ts",
      'import { sendTookTooLong } from "../../http/took-too-long";\nexport const x = sendTookTooLong;\n',
    );
    expect(httpInService).toEqual([expect.stringContaining("Services speak the domain")]);
    const rawRequest = await boundaryMessages(
      "client/src/features/notes/api/planted.ts",
      'import { apiRequest } from "@/data/http/api-request";\nexport const x = apiRequest;\n',
    );
    expect(rawRequest).toEqual([expect.stringContaining("one typed function per contract route")]);
    const rawFetch = await messagesOf("client/src/features/notes/api/planted.ts", 'export const x = () => fetch("/api/notes");\n', "no-restricted-globals");
    expect(rawFetch).toEqual([expect.stringContaining("client/src/data/<resource>/endpoints.ts")]);
  });
});
