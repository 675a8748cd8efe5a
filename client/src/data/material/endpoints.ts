import type { materialApi } from "@shared/api/material";
import type { QueryIn } from "@shared/api/route";
import { endpoint, routeUrl } from "../http/endpoint";

type Routes = typeof materialApi.routes;

/** Imports an export file (sent as application/json) or plain text (text/plain): the Blob's type says which. */
export const importMaterial = endpoint<Routes["import"]>("POST", "/api/import");

/** Whether the comedian has written anything a download would hold. */
export const getMaterialSummary = endpoint<Routes["summary"]>("GET", "/api/export/summary");

const EXPORT_PATH: Routes["export"]["path"] = "/api/export";

/**
 * Where a download link fetches the export. The browser saves it itself: streamed to disk
 * under the server's dated name, however large the material.
 */
export const materialExportUrl = (query?: QueryIn<Routes["export"]>) => routeUrl(EXPORT_PATH, { query });
