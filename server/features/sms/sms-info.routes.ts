import { Router } from "express";
import { SMS_JOKE_FORMAT } from "@shared/account/sms-format";
import { smsApi } from "@shared/api/sms";
import { contractRoutes } from "../../http/api-route";
import type { SmsSender } from "../../integrations/sms/sms-sender";

/** The number comedians text jokes to (null when SMS is not configured) and the format; whether SMS is offered at all. */
export function smsInfoRoutes(sms: SmsSender): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  on(smsApi.routes.info, () => ({ captureNumber: sms.fromNumber, format: SMS_JOKE_FORMAT }));
  on(smsApi.routes.offered, () => ({ offered: sms.fromNumber !== null }));
  return router;
}
