import type { RequestHandler } from "express";
import { forbidden } from "../../domain/domain-error";
import { isTwilioSignature } from "../../integrations/sms/twilio-webhook";

export interface SignatureOptions {
  /** TWILIO_AUTH_TOKEN; without it signatures cannot be checked. */
  authToken?: string;
  /** The public base address Twilio calls (PUBLIC_URL), so the check holds behind a proxy. */
  publicUrl: string;
  production: boolean;
}

/**
 * Checks X-Twilio-Signature with the twilio library whenever an auth token is configured.
 * With no token, webhooks are refused in production and accepted in development.
 */
export function twilioSignature({ authToken, publicUrl, production }: SignatureOptions): RequestHandler {
  return (req, _res, next) => {
    if (!authToken) {
      return next(production ? forbidden("The SMS webhook is not configured (TWILIO_AUTH_TOKEN is unset).") : undefined);
    }
    const signature = req.get("x-twilio-signature");
    const url = `${publicUrl}${req.originalUrl}`;
    const params = (req.body ?? {}) as Record<string, string>;
    if (!signature || !isTwilioSignature(authToken, signature, url, params)) {
      return next(forbidden("Invalid Twilio signature."));
    }
    next();
  };
}
