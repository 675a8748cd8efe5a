import type twilio from "twilio";
import type { SmsSender } from "./sms-sender";

export function twilioSms(client: twilio.Twilio, fromNumber: string): SmsSender {
  return {
    kind: "twilio",
    fromNumber,
    async send(to, body) {
      await client.messages.create({ to, from: fromNumber, body });
    },
  };
}
