import { Router } from "express";
import { smsApi } from "@shared/api/sms";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { twimlReply } from "../../integrations/sms/twilio-webhook";
import { handleInboundText } from "./sms-webhook.service";
import { twilioSignature, type SignatureOptions } from "./twilio-signature.middleware";

/** POST /api/sms/webhook: the signature is checked before the form is read; the reply is TwiML. */
export function smsWebhookRoutes(db: Db, signature: SignatureOptions): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  on(smsApi.routes.webhook, [twilioSignature(signature)], async ({ body, res }) => {
    const reply = await handleInboundText(db, { messageSid: body.MessageSid, from: body.From, body: body.Body });
    res.type("text/xml").send(twimlReply(reply));
  });
  return router;
}
