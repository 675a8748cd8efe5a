import { exportQuerySchema, materialSummarySchema } from "../material/material-export";
import { importResultSchema } from "../material/material-file";
import { IMPORT_MAX_LABEL, IMPORTS_AT_ONCE, PLAIN_TEXT_IMPORT_MAX_LABEL } from "../material/import-limits";
import { defineRoute, defineRouteGroup, raw } from "./route";

export const materialApi = defineRouteGroup({
  tag: "Material",
  description: "All of a comedian's writing as one file to keep, and that file (or plain text) brought back in.",
  routes: {
    export: defineRoute({
      method: "GET",
      path: "/api/export",
      summary: "Download all of the comedian's material as one dated file",
      access: "user",
      query: exportQuerySchema,
      responses: {
        200: raw("application/json", "The material as an attachment: the JSON export file, or with format=markdown a Markdown file (text/markdown)"),
      },
    }),
    summary: defineRoute({
      method: "GET",
      path: "/api/export/summary",
      summary: "Whether the comedian has written anything to download yet",
      access: "user",
      responses: { 200: materialSummarySchema },
    }),
    import: defineRoute({
      method: "POST",
      path: "/api/import",
      summary: "Import an export file or plain text; what is there already is skipped",
      description: `The file is read as it arrives. 413 past ${IMPORT_MAX_LABEL} (plain text: ${PLAIN_TEXT_IMPORT_MAX_LABEL}); 429 with Retry-After while ${IMPORTS_AT_ONCE} imports are already running.`,
      access: "user",
      body: raw("application/json", "An export file (application/json), or plain text (text/plain) with one joke per paragraph as setup / punchline"),
      responses: { 200: importResultSchema },
    }),
  },
});
