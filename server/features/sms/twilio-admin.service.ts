import type twilio from "twilio";
import { SMS_WEBHOOK_PATH, type TwilioPhoneNumber } from "@shared/sms/phone-number";
import { HttpError, notFound } from "../../http/http-error";
import { logger } from "../../logger";

type IncomingNumber = Awaited<ReturnType<twilio.Twilio["incomingPhoneNumbers"]["list"]>>[number];

export const TWILIO_NOT_CONFIGURED =
  "Twilio is not configured. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER, then restart the app.";

function toPhoneNumber(n: IncomingNumber): TwilioPhoneNumber {
  return {
    sid: n.sid,
    phoneNumber: n.phoneNumber,
    friendlyName: n.friendlyName,
    smsUrl: n.smsUrl ?? "",
    capabilities: { sms: Boolean(n.capabilities?.sms), mms: Boolean(n.capabilities?.mms), voice: Boolean(n.capabilities?.voice) },
  };
}

function required(client: twilio.Twilio | undefined): twilio.Twilio {
  if (!client) throw new HttpError(503, TWILIO_NOT_CONFIGURED);
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
    throw new HttpError(502, `Twilio could not ${what}: ${(error as Error).message}`);
  }
}

export async function listNumbers(client: twilio.Twilio | undefined): Promise<TwilioPhoneNumber[]> {
  const twilio = required(client);
  const numbers = await fromTwilio("list the phone numbers", () => twilio.incomingPhoneNumbers.list({ limit: 100 }));
  return numbers.map(toPhoneNumber);
}

/** Points the number's incoming-SMS URL at this app's webhook. */
export async function enableWebhook(client: twilio.Twilio | undefined, sid: string, publicUrl: string): Promise<TwilioPhoneNumber> {
  const twilio = required(client);
  const updated = await fromTwilio("update the webhook", () =>
    twilio.incomingPhoneNumbers(sid).update({ smsUrl: `${publicUrl}${SMS_WEBHOOK_PATH}`, smsMethod: "POST" }),
  );
  return toPhoneNumber(updated);
}
