import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expressRoutes } from "../../test/express-routes";
import { createTestApp, type TestApp } from "../../test/test-app";
import { openApiPath } from "./openapi-document";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

describe("the API document and the app", () => {
  it("documents exactly the routes Express answers, both ways", async () => {
    const doc = (await t.agent().get("/api/openapi.json").expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const served = expressRoutes(t.app)
      .filter((route) => route.split(" ")[1]!.startsWith("/api/"))
      .map((route) => {
        const [method, path] = route.split(" ");
        return `${method} ${openApiPath(path!)}`;
      });
    expect([...new Set(served)].sort()).toEqual(Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`)).sort());
  });

});
