import { Router } from "express";
import { betaFeatureUsage } from "@shared/schema/index";
import { trackBetaFeatureSchema } from "@shared/site/site-settings";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";

export function betaFeatureRoutes(db: Db): Router {
  const router = Router();
  router.post("/beta-features/track", requireUser, async (req, res) => {
    const { featureName } = parseInput(trackBetaFeatureSchema, req.body);
    await db.insert(betaFeatureUsage).values({
      userId: currentUserId(req),
      featureName,
      userAgent: req.get("user-agent")?.slice(0, 500) ?? null,
      ipAddress: req.ip ?? null,
    });
    res.status(201).json({ message: "Thanks for trying it out." });
  });
  return router;
}
