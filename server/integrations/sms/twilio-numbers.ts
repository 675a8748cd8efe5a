import type twilio from "twilio";
import type { SmsNumbers } from "./sms-numbers";

/** The phone numbers of a Twilio account. */
export function twilioNumbers(client: twilio.Twilio): SmsNumbers {
  return {
    list: () => client.incomingPhoneNumbers.list({ limit: 100 }),
    setSmsWebhook: (sid, url) => client.incomingPhoneNumbers(sid).update({ smsUrl: url, smsMethod: "POST" }),
  };
}
