import { Router } from "express";
import { billingApi } from "@shared/api/billing";
import { contractRoutes } from "../../http/api-route";
import * as billing from "./billing.service";

/** GET /api/billing, POST /api/billing/checkout, POST /api/cancel-subscription. */
export function billingRoutes(deps: billing.BillingDeps): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = billingApi.routes;

  on(api.get, ({ userId }) => billing.getBilling(deps, userId));
  on(api.checkout, ({ userId, body }) => billing.checkout(deps, userId, body));
  on(api.cancel, ({ userId }) => billing.cancelSubscription(deps, userId));

  return router;
}
