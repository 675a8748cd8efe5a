import { z } from "zod";

export const PHONE_DIGITS = 10;
export const PHONE_INPUT_MAX_LENGTH = 14;
export const VERIFICATION_CODE_LENGTH = 6;
export const INVALID_PHONE_MESSAGE = "Please enter a valid 10-digit phone number";

export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** Formats typed digits as (XXX) XXX-XXXX, partially while typing. */
export function formatPhoneInput(value: string): string {
  const d = digitsOnly(value).slice(0, PHONE_DIGITS);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** +1 and the 10 digits, or undefined when there are not exactly 10. */
export function toE164(value: string): string | undefined {
  const d = digitsOnly(value);
  return d.length === PHONE_DIGITS ? `+1${d}` : undefined;
}

/** "+15551234567" → "(555) 123-4567"; anything else unchanged. */
export function formatE164(phone: string | null | undefined): string {
  if (!phone) return "";
  const match = /^\+1(\d{10})$/.exec(phone);
  return match?.[1] ? formatPhoneInput(match[1]) : phone;
}

export const phoneNumberSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .trim()
  .regex(/^\+1\d{10}$/, INVALID_PHONE_MESSAGE);

export const verifyRequestSchema = z.object({ phoneNumber: phoneNumberSchema });

export const verifyConfirmSchema = z.object({
  verificationCode: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
});
