import { exportQuerySchema, materialSummarySchema } from "../material/material-export";
import { IMPORT_MAX_LABEL, importResultSchema } from "../material/material-file";
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
      description: `413 past ${IMPORT_MAX_LABEL}.`,
      access: "user",
      body: raw("application/json", "An export file (application/json), or plain text (text/plain) with one joke per paragraph as setup / punchline"),
      responses: { 200: importResultSchema },
    }),
  },
});
