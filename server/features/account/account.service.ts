import type { LoginInput, RegisterInput } from "@shared/account/credentials";
import type { User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { conflict } from "../../domain/domain-error";
import { hashPassword, verifyPassword } from "../../auth/password";
import { findSessionWithUser } from "./sessions.repository";
import { createUser, findUserByEmail, findUserById, findUserIdByVerifiedPhone } from "./users.repository";

export async function registerAccount(db: Db, input: RegisterInput, adminEmails: string[]): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(db, { email: input.email, passwordHash, adminEmails });
  if (!user) throw conflict("An account with this email already exists. Try signing in instead.");
  return user;
}

/** The user when the email and password match, else undefined (same timing either way). */
export async function checkCredentials(db: Db, input: LoginInput): Promise<User | undefined> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.password, input.password);
  return ok ? user : undefined;
}

/** The signed-in user's row, for the session (undefined once the account is gone). */
export const findUser = (db: Db, id: number) => findUserById(db, id);

/** The account that verified this number, if any. */
export const findAccountIdByPhone = (db: Db, phoneNumber: string) => findUserIdByVerifiedPhone(db, phoneNumber);

/** A live session with its user, read together: a signed-in request costs one statement. */
export const loadSession = (db: Db, sid: string) => findSessionWithUser(db, sid);
