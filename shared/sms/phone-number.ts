/** A number on the Twilio account, as the admin SMS settings page reads it. */
export interface TwilioPhoneNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  smsUrl: string;
  capabilities: { sms: boolean; mms: boolean; voice: boolean };
}

export const SMS_WEBHOOK_PATH = "/api/sms/webhook";

/** Not Configured until the number's SMS URL points at our webhook. */
export const isSmsEnabled = (number: Pick<TwilioPhoneNumber, "smsUrl">) => number.smsUrl.includes(SMS_WEBHOOK_PATH);
