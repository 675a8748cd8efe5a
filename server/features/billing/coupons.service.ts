import type { AdminCoupon, CouponOffer } from "@shared/billing/coupon-dto";
import type { CreateCouponInput, UpdateCouponInput } from "@shared/billing/coupon-input";
import { COUPON_ALREADY_USED, COUPON_NOT_FOUND, couponProblem } from "@shared/billing/coupon-rules";
import type { CouponCode } from "@shared/schema/index";
import type { Db, DbTransaction } from "../../db/client";
import { conflict, invalid, notFound } from "../../domain/domain-error";
import * as repo from "./coupons.repository";

const toOffer = (coupon: CouponCode): CouponOffer => ({
  code: coupon.code,
  description: coupon.description,
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
});

/** The coupon if this comedian can use it now; a 400 saying why not otherwise. */
export async function usableCoupon(db: Db, userId: number, code: string): Promise<CouponCode> {
  const coupon = await repo.findByCode(db, code);
  if (!coupon) throw invalid(COUPON_NOT_FOUND);
  const problem = couponProblem(coupon, new Date());
  if (problem) throw invalid(problem);
  if (await repo.hasUsed(db, coupon.id, userId)) throw invalid(COUPON_ALREADY_USED);
  return coupon;
}

export async function validateCoupon(db: Db, userId: number, code: string): Promise<{ coupon: CouponOffer }> {
  return { coupon: toOffer(await usableCoupon(db, userId, code)) };
}

/**
 * Uses the coupon inside the caller's transaction: the coupon row stays locked until it
 * commits, so concurrent uses queue and cannot pass maxUses; a second use by one comedian
 * is refused by the unique (coupon, user) pair.
 */
export async function redeemCoupon(tx: DbTransaction, userId: number, code: string): Promise<CouponCode> {
  const coupon = await repo.lockByCode(tx, code);
  if (!coupon) throw invalid(COUPON_NOT_FOUND);
  const problem = couponProblem(coupon, new Date());
  if (problem) throw invalid(problem);
  if (!(await repo.recordUse(tx, coupon.id, userId))) throw invalid(COUPON_ALREADY_USED);
  return coupon;
}

export const listCoupons = (db: Db): Promise<AdminCoupon[]> => repo.listCoupons(db);

export async function createCoupon(db: Db, input: CreateCouponInput): Promise<AdminCoupon> {
  const coupon = await repo.insertCoupon(db, input);
  if (!coupon) throw conflict(`A coupon with the code ${input.code} already exists.`);
  return coupon;
}

export async function updateCoupon(db: Db, id: number, input: UpdateCouponInput): Promise<AdminCoupon> {
  const result = await repo.updateCoupon(db, id, input);
  if (result.status === "not-found") throw notFound("No coupon has this id.");
  if (result.status === "dates-out-of-order") throw invalid("validUntil: Valid until must be after valid from");
  return result.coupon;
}

/** A coupon used in a card checkout: recorded once the payment went through, even past maxUses (it was checked at checkout). */
export async function recordPaidCouponUse(tx: DbTransaction, couponId: number, userId: number): Promise<void> {
  await repo.recordUse(tx, couponId, userId);
}
