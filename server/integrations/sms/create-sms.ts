import type twilio from "twilio";
import type { Env } from "../../config/env";
import { logSms } from "./log-sms";
import type { SmsSender } from "./sms-sender";
import { createTwilioClient } from "./twilio-client";
import { twilioSms } from "./twilio-sms";

type SmsEnv = Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_PHONE_NUMBER" | "TWILIO_API_BASE_URL">;

/** The twilio client when Twilio is configured, and the sender texts go through (else the log driver). */
export function createSms(env: SmsEnv): { sms: SmsSender; twilioClient?: twilio.Twilio } {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_PHONE_NUMBER) return { sms: logSms() };
  const twilioClient = createTwilioClient(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_API_BASE_URL);
  return { sms: twilioSms(twilioClient, env.TWILIO_PHONE_NUMBER), twilioClient };
}
