import { Router } from "express";
import twilio from "twilio";
import { z } from "zod";
import { userText } from "@shared/validation/user-text";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import { handleInboundText } from "./sms-webhook.service";
import { twilioSignature, type SignatureOptions } from "./twilio-signature";

/** Twilio's form fields, cleaned by the shared text rule: a stray NUL must not lose the joke. */
const inboundSchema = z.object({
  MessageSid: userText({ label: "MessageSid", max: 64 }),
  From: userText({ label: "From", max: 32 }),
  Body: userText({ label: "Body", max: 2_000, required: false, trim: false }).default(""),
});

export function smsWebhookRoutes(db: Db, signature: SignatureOptions): Router {
  const router = Router();
  router.post("/sms/webhook", twilioSignature(signature), async (req, res) => {
    const input = parseInput(inboundSchema, req.body);
    const reply = await handleInboundText(db, { messageSid: input.MessageSid, from: input.From, body: input.Body });
    const twiml = new twilio.twiml.MessagingResponse();
    twiml.message(reply);
    res.type("text/xml").send(twiml.toString());
  });
  return router;
}
