import type { Env } from "../../config/env";
import { logSms } from "./log-sms";
import type { SmsNumbers } from "./sms-numbers";
import type { SmsSender } from "./sms-sender";
import { createTwilioClient } from "./twilio-client";
import { twilioNumbers } from "./twilio-numbers";
import { twilioSms } from "./twilio-sms";

type SmsEnv = Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_PHONE_NUMBER" | "TWILIO_API_BASE_URL">;

/** The sender texts go through and, when Twilio is configured, its phone numbers (else the log driver and none). */
export function createSms(env: SmsEnv): { sms: SmsSender; smsNumbers?: SmsNumbers } {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_PHONE_NUMBER) return { sms: logSms() };
  const client = createTwilioClient(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_API_BASE_URL);
  return { sms: twilioSms(client, env.TWILIO_PHONE_NUMBER), smsNumbers: twilioNumbers(client) };
}
