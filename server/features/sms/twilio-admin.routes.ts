import { Router } from "express";
import type twilio from "twilio";
import { z } from "zod";
import { requireAdmin } from "../../auth/require-user";
import { parseInput } from "../../http/validate";
import { enableWebhook, listNumbers } from "./twilio-admin.service";

const updateWebhookSchema = z.object({
  phoneNumberSid: z
    .string({ error: "phoneNumberSid is required" })
    .trim()
    .regex(/^PN[0-9a-fA-F]{32}$/, "phoneNumberSid must be a Twilio phone number SID (PN…)"),
});

export function twilioAdminRoutes(client: twilio.Twilio | undefined, publicUrl: string): Router {
  const router = Router();
  router.use("/twilio", requireAdmin);

  router.get("/twilio/phone-numbers", async (_req, res) => {
    res.json(await listNumbers(client));
  });

  router.post("/twilio/update-webhook", async (req, res) => {
    const { phoneNumberSid } = parseInput(updateWebhookSchema, req.body);
    res.json({ phoneNumber: await enableWebhook(client, phoneNumberSid, publicUrl) });
  });

  return router;
}
