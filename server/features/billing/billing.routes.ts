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


  router.post("/cancel-subscription", requireUser, async (req, res) => {
    res.json(await billing.cancelSubscription(deps, currentUserId(req)));
  });

  return router;
}
