import { desc, eq, sql } from "drizzle-orm";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import type { CreateCouponInput, UpdateCouponInput } from "@shared/billing/coupon-input";
import { couponCodes, couponUsages, type CouponCode } from "@shared/schema/index";
import type { DbExecutor, DbTransaction } from "../../db/client";

export const toAdminCoupon = (row: CouponCode): AdminCoupon => ({
  id: row.id,
  code: row.code,
  description: row.description,
  discountType: row.discountType,
  discountValue: row.discountValue,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  isActive: row.isActive,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function findByCode(db: DbExecutor, code: string): Promise<CouponCode | undefined> {
  const [row] = await db.select().from(couponCodes).where(eq(couponCodes.code, code));
  return row;
}

/** The coupon, locked until the transaction ends: concurrent uses of one coupon queue here. */
export async function lockByCode(tx: DbTransaction, code: string): Promise<CouponCode | undefined> {
  const [row] = await tx.select().from(couponCodes).where(eq(couponCodes.code, code)).for("update");
  return row;
}

export async function hasUsed(db: DbExecutor, couponId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: couponUsages.id })
    .from(couponUsages)
    .where(sql`${couponUsages.couponId} = ${couponId} AND ${couponUsages.userId} = ${userId}`);
  return rows.length > 0;
}

/** Records one use by the user and counts it; false when the user had already used it. */
export async function recordUse(tx: DbTransaction, couponId: number, userId: number): Promise<boolean> {
  const inserted = await tx
    .insert(couponUsages)
    .values({ couponId, userId })
    .onConflictDoNothing()
    .returning({ id: couponUsages.id });
  if (inserted.length === 0) return false;
  await tx
    .update(couponCodes)
    .set({ usedCount: sql`${couponCodes.usedCount} + 1` })
    .where(eq(couponCodes.id, couponId));
  return true;
}

export async function listCoupons(db: DbExecutor): Promise<AdminCoupon[]> {
  const rows = await db.select().from(couponCodes).orderBy(desc(couponCodes.createdAt), desc(couponCodes.id));
  return rows.map(toAdminCoupon);
}

/** The new coupon, or undefined when its code is taken. */
export async function insertCoupon(db: DbExecutor, input: CreateCouponInput): Promise<AdminCoupon | undefined> {
  const [row] = await db
    .insert(couponCodes)
    .values({
      code: input.code,
      description: input.description ?? null,
      discountType: input.discountType,
      discountValue: input.discountValue,
      maxUses: input.maxUses ?? null,
      isActive: input.isActive ?? true,
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row && toAdminCoupon(row);
}

export type CouponUpdateResult = { status: "updated"; coupon: AdminCoupon } | { status: "not-found" } | { status: "dates-out-of-order" };

/** Applies the change; the dates are checked against the stored ones in the same statement. */
export async function updateCoupon(db: DbExecutor, id: number, input: UpdateCouponInput): Promise<CouponUpdateResult> {
  const change: Partial<typeof couponCodes.$inferInsert> = {};
  if (input.isActive !== undefined) change.isActive = input.isActive;
  if (input.maxUses !== undefined) change.maxUses = input.maxUses;
  if (input.validFrom !== undefined) change.validFrom = input.validFrom;
  if (input.validUntil !== undefined) change.validUntil = input.validUntil;
  if (input.description !== undefined) change.description = input.description;
  const from = input.validFrom === undefined ? couponCodes.validFrom : sql`${input.validFrom}::timestamptz`;
  const until = input.validUntil === undefined ? couponCodes.validUntil : sql`${input.validUntil}::timestamptz`;
  const [row] = await db
    .update(couponCodes)
    .set(change)
    .where(sql`${couponCodes.id} = ${id} AND (${from} IS NULL OR ${until} IS NULL OR ${from} < ${until})`)
    .returning();
  if (row) return { status: "updated", coupon: toAdminCoupon(row) };
  const exists = await db.select({ id: couponCodes.id }).from(couponCodes).where(eq(couponCodes.id, id));
  return exists.length > 0 ? { status: "dates-out-of-order" } : { status: "not-found" };
}
