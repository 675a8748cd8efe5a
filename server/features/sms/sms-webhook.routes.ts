import { Router } from "express";
import twilio from "twilio";
import { z } from "zod";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import { handleInboundText } from "./sms-webhook.service";
import { twilioSignature, type SignatureOptions } from "./twilio-signature";

const inboundSchema = z.object({
  MessageSid: z.string({ error: "MessageSid is required" }).trim().min(1, "MessageSid is required").max(64),
  From: z.string({ error: "From is required" }).trim().min(1, "From is required").max(32),
  Body: z.string().max(2_000).default(""),
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
