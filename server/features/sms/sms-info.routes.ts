import { Router } from "express";
import { SMS_JOKE_FORMAT } from "@shared/account/sms-format";
import { requireUser } from "../../auth/require-user";
import type { SmsSender } from "../../integrations/sms/sms-sender";

/** The number comedians text jokes to (null when SMS is not configured) and the format. */
export function smsInfoRoutes(sms: SmsSender): Router {
  const router = Router();
  router.get("/sms/info", requireUser, (_req, res) => {
    res.json({ captureNumber: sms.fromNumber, format: SMS_JOKE_FORMAT });
  });
  return router;
}
