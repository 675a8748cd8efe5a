/** One of the account's phone numbers, as the SMS provider describes it. */
export interface ProviderNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  smsUrl: string | null;
  capabilities?: { sms?: boolean; mms?: boolean; voice?: boolean };
}

/**
 * The SMS provider's phone-number account, as the admin's SMS settings and the weekly report
 * use it. A provider's own error (with its HTTP `status`) passes through unchanged.
 */
export interface SmsNumbers {
  list: () => Promise<ProviderNumber[]>;
  /** Points the number's incoming texts at `url` (POST). */
  setSmsWebhook: (sid: string, url: string) => Promise<ProviderNumber>;
}
