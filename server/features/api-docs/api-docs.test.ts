import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRouteGroups } from "@shared/api/index";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "get" | "post" | "put" | "patch" | "delete";

interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }>; schemas?: Record<string, unknown> };
}

async function theDocument(): Promise<Document> {
  const res = await t.agent().get("/api/openapi.json").expect(200);
  return res.body as Document;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with the session cookie as its security scheme and the error shape", async () => {
    const doc = await theDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "toolkit.sid" });
    expect(doc.components.schemas?.Error).toMatchObject({ type: "object", required: ["message"] });
  });

  it("names each signed-in route's parameters, body and answers, and the errors it can give", async () => {
    const doc = await theDocument();
    const replaceItems = doc.paths["/api/set-lists/{id}/items"]?.put;
    expect(replaceItems?.security).toEqual([{ session: [] }]);
    expect(replaceItems?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: "path", name: "id" })]));
    expect(Object.keys(replaceItems?.requestBody?.content ?? {})).toEqual(["application/json"]);
    expect(Object.keys(replaceItems?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "503", "default"]));
    expect(replaceItems?.responses["200"]?.content?.["application/json"]?.schema).toMatchObject({ type: "object" });
  });

  it("declares every route once, each group under its own tag", () => {
    const keys = apiRouteGroups.flatMap((group) => Object.values(group.routes).map((route) => `${route.method} ${route.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(apiRouteGroups.map((group) => group.tag)).size).toBe(apiRouteGroups.length);
  });
});
