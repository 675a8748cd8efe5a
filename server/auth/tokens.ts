import { createHash, randomBytes, randomInt } from "node:crypto";

/** A 32-byte random token for a link, and the hash that is stored instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A 6-digit code, and the hash stored for it (salted with the user id and number). */
export function newPhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function hashPhoneCode(userId: number, phoneNumber: string, code: string): string {
  return createHash("sha256").update(`${userId}:${phoneNumber}:${code}`).digest("hex");
}
