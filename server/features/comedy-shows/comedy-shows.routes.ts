import { Router } from "express";
import { comedyShowsApi } from "@shared/api/comedy-shows";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import type { FeedOptions } from "./ics-feed";
import * as shows from "./comedy-shows.service";

/** Show discovery: the public listing, and the admin panel's Shows tab. */
export function comedyShowRoutes(db: Db, feed: FeedOptions = {}): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = comedyShowsApi.routes;

  // Public: the landing page asks before anyone signs in.
  on(api.upcoming, ({ query }) => shows.upcomingShows(db, query.location));
  on(api.list, () => shows.allShows(db));
  on(api.create, ({ body }) => shows.createShow(db, body));
  // An .ics file's text or a feed's address; JSON bodies over 1 MB are refused with 413 by the parser.
  on(api.import, ({ body }) => shows.importShows(db, body, feed));
  on(api.update, ({ params, body }) => shows.updateShow(db, params.id, body));
  on(api.remove, ({ params }) => shows.deleteShow(db, params.id));

  return router;
}
