import { and, eq, gt, sql } from "drizzle-orm";
import { users, type User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { endSessions } from "./sessions.repository";
import { allowLongStatements } from "../../db/statement-limits";
import { isPgError, PG_ERROR } from "../../db/postgres-errors";

export async function setEmailVerificationToken(db: Db, userId: number, hash: string, expires: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerificationToken: hash, emailVerificationExpires: expires })
    .where(eq(users.id, userId));
}

/** Marks the email verified and spends the token; false when the token is unknown or expired. */
export async function verifyEmailByTokenHash(db: Db, hash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null })
    .where(and(eq(users.emailVerificationToken, hash), gt(users.emailVerificationExpires, sql`now()`)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordResetToken(db: Db, userId: number, hash: string, expires: Date): Promise<void> {
  await db.update(users).set({ passwordResetToken: hash, passwordResetExpires: expires }).where(eq(users.id, userId));
}

export async function findUserByResetHash(db: Db, hash: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.passwordResetToken, hash), gt(users.passwordResetExpires, sql`now()`)))
    .limit(1);
  return user;
}

/**
 * Sets the new password, spends the token and ends all of the user's sessions, together.
 * Answers the account's email, or undefined when the token is unknown or expired.
 */
export async function resetPasswordByTokenHash(db: Db, hash: string, passwordHash: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash, passwordResetToken: null, passwordResetExpires: null })
      .where(and(eq(users.passwordResetToken, hash), gt(users.passwordResetExpires, sql`now()`)))
      .returning({ id: users.id, email: users.email });
    if (!user) return undefined;
    await endSessions(tx, user.id);
    return user.email;
  });
}

/** New address, unverified, with a fresh verification token. Returns undefined when it is taken. */
export async function changeEmail(
  db: Db,
  userId: number,
  email: string,
  tokenHash: string,
  expires: Date,
): Promise<User | undefined> {
  try {
    const [user] = await db
      .update(users)
      .set({ email, isEmailVerified: false, emailVerificationToken: tokenHash, emailVerificationExpires: expires })
      .where(eq(users.id, userId))
      .returning();
    return user;
  } catch (error) {
    if (isPgError(error, PG_ERROR.uniqueViolation)) return undefined;
    throw error;
  }
}

/** New password; every other session of the user ends. */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepSid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, userId, keepSid);
  });
}

/**
 * Deletes the account, everything it owns (by cascade) and every session it has, in one
 * transaction. Refuses, changing nothing, when it is the last administrator: "last-admin".
 */
export async function deleteAccount(db: Db, userId: number): Promise<"deleted" | "last-admin" | "gone"> {
  return db.transaction(async (tx) => {
    // Everything the account owns goes with it: a large file takes a while.
    await allowLongStatements(tx);
    const [me] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for("update");
    if (!me) return "gone";
    if (me.isAdmin) {
      // Every administrator's row is locked, so two leaving at once cannot leave none.
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
      if (admins.every((admin) => admin.id === userId)) return "last-admin";
    }
    await endSessions(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return "deleted";
  });
}
