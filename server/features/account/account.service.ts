import type { LoginInput, RegisterInput } from "@shared/account/credentials";
import type { User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { conflict } from "../../http/http-error";
import { hashPassword, verifyPassword } from "../../auth/password";
import { createUserWithProfile, findUserByEmail } from "./users.repository";

export async function registerAccount(db: Db, input: RegisterInput, adminEmails: string[]): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const user = await createUserWithProfile(db, { email: input.email, passwordHash, adminEmails });
  if (!user) throw conflict("An account with this email already exists. Try signing in instead.");
  return user;
}

/** The user when the email and password match, else undefined (same timing either way). */
export async function checkCredentials(db: Db, input: LoginInput): Promise<User | undefined> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.password, input.password);
  return ok ? user : undefined;
}
