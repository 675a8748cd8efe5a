import { SMS_WEBHOOK_PATH, type TwilioPhoneNumber } from "@shared/sms/phone-number";
import { notFound, unavailable, upstreamFailed } from "../../domain/domain-error";
import type { ProviderNumber, SmsNumbers } from "../../integrations/sms/sms-numbers";
import { logger } from "../../logger";

export const TWILIO_NOT_CONFIGURED =
  "Twilio is not configured. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER, then restart the app.";

function toPhoneNumber(n: ProviderNumber): TwilioPhoneNumber {
  return {
    sid: n.sid,
    phoneNumber: n.phoneNumber,
    friendlyName: n.friendlyName,
    smsUrl: n.smsUrl ?? "",
    capabilities: { sms: Boolean(n.capabilities?.sms), mms: Boolean(n.capabilities?.mms), voice: Boolean(n.capabilities?.voice) },
  };
}

function required(client: SmsNumbers | undefined): SmsNumbers {
  if (!client) throw unavailable(TWILIO_NOT_CONFIGURED);
  return client;
}

/** Twilio's own answer, or a 502 that says Twilio failed (never a bare 500). */
async function fromTwilio<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) throw notFound("That phone number is not on this Twilio account.");
    logger.error({ err: error }, `Twilio: ${what} failed`);
    throw upstreamFailed(`Twilio could not ${what}: ${(error as Error).message}`);
  }
}

export async function listNumbers(client: SmsNumbers | undefined): Promise<TwilioPhoneNumber[]> {
  const numbers = required(client);
  const listed = await fromTwilio("list the phone numbers", () => numbers.list());
  return listed.map(toPhoneNumber);
}

/** Points the number's incoming-SMS URL at this app's webhook. */
export async function enableWebhook(client: SmsNumbers | undefined, sid: string, publicUrl: string): Promise<TwilioPhoneNumber> {
  const numbers = required(client);
  const updated = await fromTwilio("update the webhook", () =>
    numbers.setSmsWebhook(sid, `${publicUrl}${SMS_WEBHOOK_PATH}`),
  );
  return toPhoneNumber(updated);
}
