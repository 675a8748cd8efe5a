import { Router } from "express";
import { setListsApi } from "@shared/api/set-lists";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import * as sets from "./set-lists.service";

/** Set lists: /api/set-lists. */
export function setListRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/set-lists");
  const api = setListsApi.routes;

  on(api.list, ({ userId }) => sets.listSetLists(db, userId));
  on(api.create, ({ userId, body }) => sets.createSetList(db, userId, body));
  on(api.get, ({ userId, params }) => sets.getSetList(db, userId, params.id));
  on(api.replaceItems, ({ userId, params, body }) => sets.replaceItems(db, userId, params.id, body.jokeNoteIds));
  on(api.update, ({ userId, params, body }) => sets.updateSetList(db, userId, params.id, body));
  on(api.remove, ({ userId, params }) => sets.deleteSetList(db, userId, params.id));

  return router;
}
