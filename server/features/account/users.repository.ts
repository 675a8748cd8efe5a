import { and, eq, sql } from "drizzle-orm";
import { users, type User } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** Advisory lock taken while creating an account, so exactly one first account becomes admin. */
const FIRST_ACCOUNT_LOCK = 7_233_002;

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The account whose verified number this is: texted jokes are filed under it. */
export async function findUserIdByVerifiedPhone(db: Db, phoneNumber: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.isPhoneVerified, true)))
    .limit(1);
  return row?.id;
}

/**
 * Creates the user. The first account on an install, and any listed in `adminEmails`, become
 * administrators. Returns undefined when the email is taken. (The profile is made with its
 * defaults the first time it is read.)
 */
export async function createUser(
  db: Db,
  input: { email: string; passwordHash: string; adminEmails: string[] },
): Promise<User | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (existing) return undefined;
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    const isAdmin = !anyUser || input.adminEmails.includes(input.email);
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, password: input.passwordHash, isAdmin })
      .returning();
    if (!user) throw new Error("user insert returned no row");
    return user;
  });
}
