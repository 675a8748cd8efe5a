import { Router } from "express";
import { betaFeaturesApi } from "@shared/api/beta-features";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { trackBetaFeature } from "./beta-features.service";

export function betaFeatureRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");

  on(betaFeaturesApi.routes.track, async ({ userId, body, req }) => {
    await trackBetaFeature(db, { userId, featureName: body.featureName, userAgent: req.get("user-agent"), ipAddress: req.ip });
    return { message: "Thanks for trying it out." };
  });

  return router;
}
