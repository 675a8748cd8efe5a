import { Router } from "express";
import { apiDocsApi } from "@shared/api/api-docs";
import { apiRouteGroups } from "@shared/api/index";
import { contractRoutes } from "../../http/api-route";
import { openApiDocument } from "./openapi-document";

/** The contract's version, as the OpenAPI document states it. */
export const API_VERSION = "1.0.0";

/** `GET /api/openapi.json`: built once, on the first request. */
export function apiDocsRoutes(version: string): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  let document: ReturnType<typeof openApiDocument> | undefined;
  on(apiDocsApi.routes.openApi, ({ res }) => {
    res.set("Cache-Control", "public, max-age=300");
    document ??= openApiDocument(apiRouteGroups, version);
    return document;
  });
  return router;
}
