import { Router } from "express";
import { smsApi } from "@shared/api/sms";
import { contractRoutes } from "../../http/api-route";
import { enableWebhook, listNumbers } from "./twilio-admin.service";
import type { SmsNumbers } from "../../integrations/sms/sms-numbers";

/** The admin's Twilio numbers: GET /api/twilio/phone-numbers, POST /api/twilio/update-webhook. */
export function twilioAdminRoutes(client: SmsNumbers | undefined, publicUrl: string): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = smsApi.routes;

  on(api.phoneNumbers, () => listNumbers(client));
  on(api.updateWebhook, async ({ body }) => ({ phoneNumber: await enableWebhook(client, body.phoneNumberSid, publicUrl) }));

  return router;
}
