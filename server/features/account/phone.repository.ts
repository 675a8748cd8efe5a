import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { users, type User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { isPgError, PG_ERROR } from "../../db/postgres-errors";

export const MAX_CODE_TRIES = 5;

const isUniqueViolation = (error: unknown) => isPgError(error, PG_ERROR.uniqueViolation);

export async function numberVerifiedByAnother(db: Db, phoneNumber: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.isPhoneVerified, true), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function storeCode(
  db: Db,
  userId: number,
  values: { pendingPhoneNumber: string | null; codeHash: string | null; expires: Date | null; sentAt: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      pendingPhoneNumber: values.pendingPhoneNumber,
      phoneVerificationCode: values.codeHash,
      phoneVerificationExpires: values.expires,
      phoneVerificationSentAt: values.sentAt,
      phoneVerificationAttempts: 0,
    })
    .where(eq(users.id, userId));
}

/**
 * Spends one try, atomically, so parallel guesses cannot exceed the limit. Returns the stored
 * code hash and number, or undefined when there is no live code or no tries are left.
 */
export async function claimTry(db: Db, userId: number): Promise<{ codeHash: string; pendingPhoneNumber: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ phoneVerificationAttempts: sql`${users.phoneVerificationAttempts} + 1` })
    .where(
      and(
        eq(users.id, userId),
        lt(users.phoneVerificationAttempts, MAX_CODE_TRIES),
        gt(users.phoneVerificationExpires, sql`now()`),
      ),
    )
    .returning({ codeHash: users.phoneVerificationCode, pendingPhoneNumber: users.pendingPhoneNumber });
  return row?.codeHash && row.pendingPhoneNumber ? { codeHash: row.codeHash, pendingPhoneNumber: row.pendingPhoneNumber } : undefined;
}

/** Makes the pending number the verified one. Undefined when another account verified it first. */
export async function confirmNumber(db: Db, userId: number, phoneNumber: string): Promise<User | undefined> {
  try {
    const [user] = await db
      .update(users)
      .set({
        phoneNumber,
        isPhoneVerified: true,
        pendingPhoneNumber: null,
        phoneVerificationCode: null,
        phoneVerificationExpires: null,
        phoneVerificationAttempts: 0,
      })
      .where(eq(users.id, userId))
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function removeNumber(db: Db, userId: number): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({
      phoneNumber: null,
      isPhoneVerified: false,
      pendingPhoneNumber: null,
      phoneVerificationCode: null,
      phoneVerificationExpires: null,
      phoneVerificationSentAt: null,
      phoneVerificationAttempts: 0,
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
