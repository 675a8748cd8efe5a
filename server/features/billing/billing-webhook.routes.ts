import express, { Router } from "express";
import { billingApi } from "@shared/api/billing";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import type { Payments } from "../../integrations/stripe/payments";
import { handleStripeWebhook } from "./billing-webhook.service";

/**
 * POST /api/billing/webhook: Stripe's events. Mounted before the JSON parser, since the
 * signature covers the raw body; it carries its own authentication (the signature).
 */
export function billingWebhookRoutes(deps: { db: Db; payments?: Payments }): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  on(billingApi.routes.stripeWebhook, [express.raw({ type: "*/*", limit: "1mb" })], ({ req }) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return handleStripeWebhook(deps, body, req.get("stripe-signature"));
  });
  return router;
}
