import { Router } from "express";
import { couponsApi } from "@shared/api/coupons";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import * as coupons from "./coupons.service";

/** POST /api/validate-coupon, and the admin's /api/admin/coupons. */
export function couponRoutes(db: Db): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = couponsApi.routes;

  on(api.validate, ({ userId, body }) => coupons.validateCoupon(db, userId, body.code));
  on(api.list, () => coupons.listCoupons(db));
  on(api.create, ({ body }) => coupons.createCoupon(db, body));
  on(api.update, ({ params, body }) => coupons.updateCoupon(db, params.id, body));

  return router;
}
