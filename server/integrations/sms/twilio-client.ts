import twilio from "twilio";
import type TwilioRequestClient from "twilio/lib/base/RequestClient";

/**
 * The twilio library's client. With `apiBaseUrl` every call goes to that Twilio-compatible
 * server instead of Twilio's hosts (tests run a local one speaking the same API).
 */
export function createTwilioClient(accountSid: string, authToken: string, apiBaseUrl?: string): twilio.Twilio {
  if (!apiBaseUrl) return twilio(accountSid, authToken);
  const base = new URL(apiBaseUrl);
  class RedirectingClient extends twilio.RequestClient {
    override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
      const uri = new URL(opts.uri);
      uri.protocol = base.protocol;
      uri.host = base.host;
      return super.request<TData>({ ...opts, uri: uri.toString() });
    }
  }
  return twilio(accountSid, authToken, { httpClient: new RedirectingClient() });
}
