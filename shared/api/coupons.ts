import { z } from "zod";
import { adminCouponSchema, couponOfferSchema } from "../billing/coupon-dto";
import { couponIdParams, createCouponSchema, updateCouponSchema, validateCouponSchema } from "../billing/coupon-input";
import { defineRoute, defineRouteGroup } from "./route";

export const couponsApi = defineRouteGroup({
  tag: "Coupons",
  description: "Codes that take money or a month off a paid plan: checked by comedians, made and managed by admins.",
  routes: {
    validate: defineRoute({
      method: "POST",
      path: "/api/validate-coupon",
      summary: "Whether the comedian can use a coupon now, and what it takes off (400 saying why not)",
      access: "user",
      body: validateCouponSchema,
      responses: { 200: z.object({ coupon: couponOfferSchema }) },
    }),
    list: defineRoute({
      method: "GET",
      path: "/api/admin/coupons",
      summary: "Every coupon, newest first, with its uses",
      access: "admin",
      responses: { 200: z.array(adminCouponSchema) },
    }),
    create: defineRoute({
      method: "POST",
      path: "/api/admin/coupons",
      summary: "Make a coupon (409 when its code is taken, whatever its case)",
      access: "admin",
      body: createCouponSchema,
      responses: { 201: adminCouponSchema },
    }),
    update: defineRoute({
      method: "PATCH",
      path: "/api/admin/coupons/:id",
      summary: "Switch a coupon on or off, or change its limit, dates or description",
      access: "admin",
      params: couponIdParams,
      body: updateCouponSchema,
      responses: { 200: adminCouponSchema },
    }),
  },
});
