import { Router } from "express";
import { couponIdParams, createCouponSchema, updateCouponSchema, validateCouponSchema } from "@shared/billing/coupon-input";
import { currentUserId, requireAdmin, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as coupons from "./coupons.service";

/** POST /api/validate-coupon, and the admin's /api/admin/coupons. */
export function couponRoutes(db: Db): Router {
  const router = Router();

  router.post("/validate-coupon", requireUser, async (req, res) => {
    const { code } = parseInput(validateCouponSchema, req.body);
    res.json(await coupons.validateCoupon(db, currentUserId(req), code));
  });

  router.get("/admin/coupons", requireAdmin, async (_req, res) => {
    res.json(await coupons.listCoupons(db));
  });

  router.post("/admin/coupons", requireAdmin, async (req, res) => {
    res.status(201).json(await coupons.createCoupon(db, parseInput(createCouponSchema, req.body)));
  });

  router.patch("/admin/coupons/:id", requireAdmin, async (req, res) => {
    const { id } = parseInput(couponIdParams, req.params);
    res.json(await coupons.updateCoupon(db, id, parseInput(updateCouponSchema, req.body)));
  });

  return router;
}
