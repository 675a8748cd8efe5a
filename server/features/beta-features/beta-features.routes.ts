import { Router } from "express";
import { trackBetaFeatureSchema } from "@shared/site/site-settings";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import { trackBetaFeature } from "./beta-features.service";

export function betaFeatureRoutes(db: Db): Router {
  const router = Router();
  router.post("/beta-features/track", requireUser, async (req, res) => {
    const { featureName } = parseInput(trackBetaFeatureSchema, req.body);
    await trackBetaFeature(db, { userId: currentUserId(req), featureName, userAgent: req.get("user-agent"), ipAddress: req.ip });
    res.status(201).json({ message: "Thanks for trying it out." });
  });
  return router;
}
