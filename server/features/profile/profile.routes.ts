import { Router } from "express";
import { updateProfileSchema } from "@shared/profile/profile-input";
import { requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { unauthorized } from "../../http/http-error";
import { parseInput } from "../../http/validate";
import { getProfile, updateProfile } from "./profile.service";

/** The signed-in user (behind requireUser). */
function owner(req: Express.Request) {
  if (!req.user) throw unauthorized();
  return req.user;
}

export function profileRoutes(db: Db): Router {
  const router = Router();
  router.use("/profile", requireUser);

  router.get("/profile", async (req, res) => {
    res.json(await getProfile(db, owner(req)));
  });

  router.put("/profile", async (req, res) => {
    res.json(await updateProfile(db, owner(req), parseInput(updateProfileSchema, req.body)));
  });

  return router;
}
