import { z } from "zod";

/** A number on the Twilio account, as the admin SMS settings page reads it. */
export const twilioPhoneNumberSchema = z.object({
  sid: z.string(),
  phoneNumber: z.string(),
  friendlyName: z.string(),
  smsUrl: z.string(),
  capabilities: z.object({ sms: z.boolean(), mms: z.boolean(), voice: z.boolean() }),
});
export type TwilioPhoneNumber = z.infer<typeof twilioPhoneNumberSchema>;

/** GET /api/sms/info: where and how comedians text jokes in. */
export const smsInfoSchema = z.object({
  /** E.164 number comedians text jokes to; null while SMS is not configured. */
  captureNumber: z.string().nullable(),
  format: z.string(),
});
export type SmsInfo = z.infer<typeof smsInfoSchema>;

/** GET /api/sms/offered: whether the site has a capture number, without saying which. */
export const smsOfferedSchema = z.object({ offered: z.boolean() });
export type SmsOffered = z.infer<typeof smsOfferedSchema>;
