import { Router } from "express";
import { profileApi } from "@shared/api/profile";
import { currentUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { getProfile, updateProfile } from "./profile.service";

/** The comedian's profile (My Elements). */
export function profileRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = profileApi.routes;

  on(api.get, ({ req }) => getProfile(db, currentUser(req)));
  on(api.update, ({ body, req }) => updateProfile(db, currentUser(req), body));

  return router;
}
