import type { User } from "@shared/schema/index";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Limiter } from "../../http/rate-limit";
import { hashToken, newLinkToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { conflict, invalid } from "../../domain/domain-error";
import type { Mailer } from "../../integrations/mail/mailer";
import type { ObjectStore } from "../../integrations/storage/object-store";
import { logger } from "../../logger";
import { removeDeletedAudio } from "../recordings/recordings.service";
import { accountDeletedEmail, passwordResetEmail, verificationEmail } from "./account-emails";
import * as tokens from "./account-tokens.repository";
import { findUserByEmail } from "./users.repository";

const HOUR_MS = 60 * 60 * 1000;
export const VERIFICATION_TTL_MS = 24 * HOUR_MS;
export const RESET_TTL_MS = HOUR_MS;
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please request a new password reset.";

export interface LifecycleDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  /** Where recordings' audio is: a deleted account's goes with it. */
  recordingStorage: ObjectStore;
}

export async function sendVerificationEmail({ db, mailer, appUrl }: LifecycleDeps, user: Pick<User, "id" | "email">) {
  const { token, hash } = newLinkToken();
  await tokens.setEmailVerificationToken(db, user.id, hash, new Date(Date.now() + VERIFICATION_TTL_MS));
  await mailer.send(verificationEmail(user.email, `${appUrl}/verify-email/${token}`));
}

/** After sign-up: mail failure must not fail the sign-up; the user can resend. */
export function sendVerificationEmailInBackground(deps: LifecycleDeps, user: Pick<User, "id" | "email">): void {
  sendVerificationEmail(deps, user).catch((error: unknown) =>
    logger.error({ err: error, userId: user.id }, "could not send the verification email"),
  );
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  if (!(await tokens.verifyEmailByTokenHash(db, hashToken(token)))) {
    throw invalid("Invalid verification link");
  }
}

/**
 * Answers the same way whether or not the email has an account: the lookup and the mail
 * happen after the answer, so neither the reply nor its timing tells.
 */
export function requestPasswordReset({ db, mailer, appUrl }: LifecycleDeps, email: string): void {
  void (async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const { token, hash } = newLinkToken();
    await tokens.setPasswordResetToken(db, user.id, hash, new Date(Date.now() + RESET_TTL_MS));
    await mailer.send(passwordResetEmail(user.email, `${appUrl}/reset-password/${token}`));
  })().catch((error: unknown) => logger.error({ err: error }, "could not send the password reset email"));
}

export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (!(await tokens.findUserByResetHash(db, hashToken(token)))) throw invalid(INVALID_RESET_LINK);
}

/** Answers the account's email, so its sign-in lock can be lifted. */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const email = await tokens.resetPasswordByTokenHash(db, hashToken(token), await hashPassword(password));
  if (!email) throw invalid(INVALID_RESET_LINK);
  return email;
}

/**
 * Refuses a wrong current password (400), counting it against the account in `guesses`;
 * past its allowance the answer is 429 without checking.
 */
async function confirmCurrentPassword(user: User, password: string, guesses: Limiter): Promise<void> {
  const guessKey = String(user.id);
  await guesses.check(guessKey);
  if (!(await verifyPassword(user.password, password))) {
    await guesses.penalize(guessKey);
    throw invalid("Your current password is incorrect.");
  }
}

export async function changeEmail(deps: LifecycleDeps, user: User, email: string, password: string, guesses: Limiter): Promise<User> {
  await confirmCurrentPassword(user, password, guesses);
  if (email === user.email) throw invalid("That is already your email address.");
  const { token, hash } = newLinkToken();
  const updated = await tokens.changeEmail(deps.db, user.id, email, hash, new Date(Date.now() + VERIFICATION_TTL_MS));
  if (!updated) throw conflict("An account with this email already exists.");
  await deps.mailer
    .send(verificationEmail(email, `${deps.appUrl}/verify-email/${token}`))
    .catch((error: unknown) => logger.error({ err: error, userId: user.id }, "could not send the verification email"));
  return updated;
}

export async function changePassword(db: Db, user: User, passwords: { current: string; next: string }, sessionId: string, guesses: Limiter) {
  const { current, next } = passwords;
  await confirmCurrentPassword(user, current, guesses);
  await tokens.changePassword(db, user.id, await hashPassword(next), sessionId);
}

/**
 * Deletes the account and everything it owns, ends its sessions and (so) unlinks its phone,
 * then mails a confirmation. A wrong password deletes nothing.
 */
export async function deleteAccount(deps: LifecycleDeps, user: User, password: string, guesses: Limiter): Promise<void> {
  await confirmCurrentPassword(user, password, guesses);
  const outcome = await tokens.deleteAccount(deps.db, user.id);
  if (outcome === "last-admin") {
    throw conflict("You are the only administrator. Make someone else an administrator before deleting your account.");
  }
  // The recordings went with the account's rows; their audio leaves the store now (what fails is
  // left to the hourly sweep, and never fails the deletion).
  await removeDeletedAudio({ db: deps.db, storage: deps.recordingStorage }).catch((error: unknown) =>
    logger.error({ err: error, userId: user.id }, "could not remove a deleted account's recordings' audio"),
  );
  await deps.mailer
    .send(accountDeletedEmail(user.email, `${deps.appUrl}/register`))
    .catch((error: unknown) => logger.error({ err: error, userId: user.id }, "could not send the account deletion email"));
}
