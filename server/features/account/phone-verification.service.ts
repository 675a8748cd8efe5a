import { timingSafeEqual } from "node:crypto";
import type { User } from "@shared/schema/index";
import { hashPhoneCode, newPhoneCode } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { conflict, invalid, limitReached, unauthenticated, upstreamFailed } from "../../domain/domain-error";
import type { Limiter } from "../../http/rate-limit";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import { logger } from "../../logger";
import * as phones from "./phone.repository";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_COOLDOWN_MS = 60 * 1000;

export interface PhoneDeps {
  db: Db;
  sms: SmsSender;
  limits: { byNumber: Limiter; byIp: Limiter };
}

export async function requestCode(deps: PhoneDeps, user: User, phoneNumber: string, ip: string): Promise<void> {
  if (user.isPhoneVerified && user.phoneNumber === phoneNumber) {
    throw invalid("This number is already verified on your account.");
  }
  if (await phones.numberVerifiedByAnother(deps.db, phoneNumber, user.id)) {
    throw conflict("This phone number is already linked to another account.");
  }
  const sentAt = user.phoneVerificationSentAt?.getTime() ?? 0;
  const waitMs = sentAt + RESEND_COOLDOWN_MS - Date.now();
  if (waitMs > 0) {
    throw limitReached(`Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new code.`, waitMs / 1000);
  }
  await deps.limits.byIp.consume(ip);
  await deps.limits.byNumber.consume(phoneNumber);

  const code = newPhoneCode();
  const now = new Date();
  await phones.storeCode(deps.db, user.id, {
    pendingPhoneNumber: phoneNumber,
    codeHash: hashPhoneCode(user.id, phoneNumber, code),
    expires: new Date(now.getTime() + CODE_TTL_MS),
    sentAt: now,
  });
  try {
    await deps.sms.send(phoneNumber, `Your Comedy Toolkit verification code is ${code}. It expires in 10 minutes.`);
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "could not text the verification code");
    await phones.storeCode(deps.db, user.id, { pendingPhoneNumber: null, codeHash: null, expires: null, sentAt: null });
    throw upstreamFailed("We couldn't send the text message. Please check the number and try again.");
  }
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function confirmCode(db: Db, user: User, code: string): Promise<User> {
  const claimed = await phones.claimTry(db, user.id);
  if (!claimed) {
    if (!user.phoneVerificationCode) throw invalid("Request a verification code first.");
    if (user.phoneVerificationAttempts >= phones.MAX_CODE_TRIES) {
      throw limitReached("Too many wrong codes. Please request a new one.", RESEND_COOLDOWN_MS / 1000);
    }
    throw invalid("This code has expired. Please request a new one.");
  }
  if (!sameHash(claimed.codeHash, hashPhoneCode(user.id, claimed.pendingPhoneNumber, code))) {
    throw invalid("Invalid verification code");
  }
  const verified = await phones.confirmNumber(db, user.id, claimed.pendingPhoneNumber);
  if (!verified) throw conflict("This phone number is already linked to another account.");
  return verified;
}

export async function removeNumber(db: Db, userId: number): Promise<User> {
  const user = await phones.removeNumber(db, userId);
  if (!user) throw unauthenticated();
  return user;
}
