import { Router } from "express";
import { checkoutSchema } from "@shared/billing/coupon-input";
import { currentUserId, requireUser } from "../../auth/require-user";
import { parseInput } from "../../http/validate";
import * as billing from "./billing.service";

/** GET /api/billing, POST /api/billing/checkout, POST /api/cancel-subscription. */
export function billingRoutes(deps: billing.BillingDeps): Router {
  const router = Router();

  router.get("/billing", requireUser, async (req, res) => {
    res.json(await billing.getBilling(deps, currentUserId(req)));
  });

  router.post("/billing/checkout", requireUser, async (req, res) => {
    const input = parseInput(checkoutSchema, req.body);
    res.json(await billing.checkout(deps, currentUserId(req), input));
  });

  // A download of everything the comedian wrote, so nothing is lost when free-tier data expires.
  router.get("/billing/export", requireUser, async (req, res) => {
    const body = await billing.exportData(deps, currentUserId(req));
    const day = new Date().toISOString().slice(0, 10);
    res.set("Content-Disposition", `attachment; filename="comedy-toolkit-${day}.json"`);
    res.json(body);
  });

  router.post("/cancel-subscription", requireUser, async (req, res) => {
    res.json(await billing.cancelSubscription(deps, currentUserId(req)));
  });

  return router;
}
