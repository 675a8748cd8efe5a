import type { TwilioPhoneNumber } from "./sms-dto";

// The type's schema lives in the dto file, so the pages that import this one load no zod.
export type { TwilioPhoneNumber };

export const SMS_WEBHOOK_PATH = "/api/sms/webhook";

/** Not Configured until the number's SMS URL points at our webhook. */
export const isSmsEnabled = (number: Pick<TwilioPhoneNumber, "smsUrl">) => number.smsUrl.includes(SMS_WEBHOOK_PATH);
