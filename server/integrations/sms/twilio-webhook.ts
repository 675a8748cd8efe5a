import twilio from "twilio";

/** Whether X-Twilio-Signature is Twilio's signature of this URL and form. */
export const isTwilioSignature = (authToken: string, signature: string, url: string, form: Record<string, string>): boolean =>
  twilio.validateRequest(authToken, signature, url, form);

/** The TwiML answer that texts `text` back to the sender. */
export function twimlReply(text: string): string {
  const twiml = new twilio.twiml.MessagingResponse();
  twiml.message(text);
  return twiml.toString();
}
