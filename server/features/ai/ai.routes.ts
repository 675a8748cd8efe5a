import { Router, type Request, type Response } from "express";
import { aiApi } from "@shared/api/ai";
import { unauthenticated } from "../../domain/domain-error";
import { contractRoutes } from "../../http/api-route";
import * as ai from "./ai.service";

/** Aborted when the comedian cancels (the browser drops the request), so the model call stops too. */
function abortOnClose(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function caller(req: Request): ai.AiCaller {
  if (!req.user) throw unauthenticated();
  return req.user;
}

/** The AI Writing Assistant: /api/ai/*. */
export function aiRoutes(deps: ai.AiDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = aiApi.routes;

  on(api.generatePunchlines, ({ req, res, body }) => ai.generatePunchlines(deps, caller(req), body, abortOnClose(res)));
  on(api.enhanceIdea, ({ req, res, body }) => ai.enhanceIdea(deps, caller(req), body, abortOnClose(res)));
  on(api.topicalPrompts, ({ req, res, body }) => ai.topicalPrompts(deps, caller(req), body, abortOnClose(res)));
  on(api.generateIdeas, ({ req, res, body }) => ai.generateIdeas(deps, caller(req), body, abortOnClose(res)));
  on(api.generateSimiles, ({ req, res, body }) => ai.generateSimiles(deps, caller(req), body, abortOnClose(res)));

  return router;
}
