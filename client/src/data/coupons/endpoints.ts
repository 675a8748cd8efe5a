import type { couponsApi } from "@shared/api/coupons";
import { endpoint } from "../http/endpoint";

type Routes = typeof couponsApi.routes;

/** Whether the comedian can use a code now, and what it takes off. */
export const validateCoupon = endpoint<Routes["validate"]>("POST", "/api/validate-coupon");
export const getCoupons = endpoint<Routes["list"]>("GET", "/api/admin/coupons");
export const createCoupon = endpoint<Routes["create"]>("POST", "/api/admin/coupons");
export const updateCoupon = endpoint<Routes["update"]>("PATCH", "/api/admin/coupons/:id");
