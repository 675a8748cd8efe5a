import express, { Router } from "express";
import type { Db } from "../../db/client";
import type { Payments } from "../../integrations/stripe/payments";
import { handleStripeWebhook } from "./billing-webhook.service";

/**
 * POST /api/billing/webhook: Stripe's events. Mounted before the JSON parser, since the
 * signature covers the raw body; it carries its own authentication (the signature).
 */
export function billingWebhookRoutes(deps: { db: Db; payments?: Payments }): Router {
  const router = Router();
  router.post("/billing/webhook", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await handleStripeWebhook(deps, body, req.get("stripe-signature")));
  });
  return router;
}
