import { Router } from "express";
import { thoughtsApi } from "@shared/api/thoughts";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import * as thoughts from "./thoughts.service";

/** My Thoughts: /api/thoughts. */
export function thoughtRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/thoughts");
  const api = thoughtsApi.routes;

  on(api.list, ({ userId, query }) => thoughts.listThoughts(db, userId, query.categoryId));
  on(api.create, ({ userId, body }) => thoughts.createThought(db, userId, body));
  on(api.promote, ({ userId, params }) => thoughts.promoteThought(db, userId, params.id));
  on(api.update, ({ userId, params, body }) => thoughts.updateThought(db, userId, params.id, body));
  on(api.remove, ({ userId, params }) => thoughts.deleteThought(db, userId, params.id));

  return router;
}
