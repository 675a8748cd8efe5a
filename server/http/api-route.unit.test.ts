import express, { Router } from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "@shared/api/route";
import { CHECK_ANSWERS, contractRoutes, reply, WRITTEN_TO_RES } from "./api-route";
import { errorHandler } from "./error-handler";
import { notFound, stale } from "../domain/domain-error";

const note = z.object({ id: z.number(), setup: z.string() });
const noteRoute = defineRoute({
  method: "GET",
  path: "/api/things/:id",
  summary: "A thing",
  access: "public",
  params: z.object({ id: z.coerce.number() }),
  responses: { 200: note, 201: note, 412: z.object({ message: z.string(), note }) },
});

/** An app with one route whose handler the test picks, answers checked as every test app checks them. */
function appAnswering(handler: (id: number, res: express.Response) => unknown, checking = true) {
  const app = express();
  app.locals[CHECK_ANSWERS] = checking;
  const router = Router();
  contractRoutes(router, "/api")(noteRoute, ({ params, res }) => handler(params.id, res) as never);
  app.use("/api", router);
  app.use(errorHandler(() => Promise.resolve()));
  return supertest(app);
}

describe("answers checked against the contract", () => {
  it("lets an answer that fits its status's schema through", async () => {
    const res = await appAnswering((id) => ({ id, setup: "A horse walks into a bar" })).get("/api/things/7");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 7, setup: "A horse walks into a bar" });
  });

  it("turns a success answer off its schema into a 500 naming the field", async () => {
    const res = await appAnswering((id) => ({ id, setup: 42 })).get("/api/things/7");
    expect(res.status).toBe(500);
    expect(res.body.message).toBe("GET /api/things/:id answered 200 off its contract: setup Invalid input: expected string, received number");
  });

  it("refuses a success status the contract does not declare", async () => {
    const res = await appAnswering((id) => reply(202 as 201, { id, setup: "x" })).get("/api/things/7");
    expect(res.status).toBe(500);
    expect(res.body.message).toBe("GET /api/things/:id answered 202, which its contract does not declare");
  });

  it("checks a declared error answer against its own schema", async () => {
    const fits = await appAnswering((id) => {
      throw stale("Changed elsewhere", { note: { id, setup: "theirs" } });
    }).get("/api/things/7");
    expect(fits.status).toBe(412);
    expect(fits.body.note).toEqual({ id: 7, setup: "theirs" });

    const drifts = await appAnswering(() => {
      throw stale("Changed elsewhere", {});
    }).get("/api/things/7");
    expect(drifts.status).toBe(500);
    expect(drifts.body.message).toMatch(/^GET \/api\/things\/:id answered 412 off its contract: note /);
  });

  it("checks an undeclared error answer against the error shape every 4xx and 5xx shares", async () => {
    const fits = await appAnswering(() => {
      throw notFound("Joke note not found");
    }).get("/api/things/7");
    expect(fits.status).toBe(404);

    const drifts = await appAnswering((_id, res) => {
      res.status(409).json({ reason: "taken" });
      return WRITTEN_TO_RES;
    }).get("/api/things/7");
    expect(drifts.status).toBe(500);
    expect(drifts.body.message).toMatch(/answered 409 off its contract: message /);
  });

  it("checks nothing when checking is off (production)", async () => {
    const res = await appAnswering((id) => ({ id, setup: 42 }), false).get("/api/things/7");
    expect(res.status).toBe(200);
    expect(res.body.setup).toBe(42);
  });
});

describe("a handler's reply", () => {
  it("may carry any status the contract declares, with that status's body (checked by the type checker)", () => {
    const on = contractRoutes(Router(), "/api");
    on(noteRoute, ({ params }) => reply(412, { message: "Changed elsewhere", note: { id: params.id, setup: "theirs" } }));
    on(noteRoute, ({ params }) => reply(201, { id: params.id, setup: "new" }));
    // @ts-expect-error: 412's body must carry the note
    on(noteRoute, () => reply(412, { message: "Changed elsewhere" }));
    // @ts-expect-error: the contract declares no 202
    on(noteRoute, ({ params }) => reply(202, { id: params.id, setup: "x" }));
    // @ts-expect-error: 200's body is a note
    on(noteRoute, () => reply(200, { message: "not a note" }));
    expect(true).toBe(true);
  });
});
