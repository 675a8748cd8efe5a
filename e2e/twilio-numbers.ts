import type { PeerNumber } from "../server/test/twilio-peer";

/** The Twilio account the e2e app talks to (a local server speaking Twilio's API). */
export const E2E_TWILIO = {
  accountSid: `AC${"e".repeat(32)}`,
  authToken: "e2e-twilio-token",
  captureNumber: "+15550009999",
  publicUrl: "https://toolkit.e2e.test",
  /** Texts to this number are refused, as Twilio refuses an invalid one (Twilio's own test number for that). */
  undeliverableNumber: "+15005550001",
  numbers: (): PeerNumber[] => [
    {
      sid: `PN${"a".repeat(32)}`,
      phone_number: "+15550009999",
      friendly_name: "Joke line",
      sms_url: "",
      sms_method: "POST",
      capabilities: { sms: true, mms: true, voice: true, fax: false },
    },
    {
      sid: `PN${"b".repeat(32)}`,
      phone_number: "+15550008888",
      friendly_name: "Club line",
      sms_url: "https://toolkit.e2e.test/api/sms/webhook",
      sms_method: "POST",
      capabilities: { sms: true, mms: false, voice: false, fax: false },
    },
  ],
};
