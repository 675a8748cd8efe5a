import { z } from "zod";
import { userText } from "../validation/user-text";

/** Twilio's form fields, cleaned by the shared text rule: a stray NUL must not lose the joke. */
export const inboundSmsSchema = z.object({
  MessageSid: userText({ label: "MessageSid", max: 64 }),
  From: userText({ label: "From", max: 32 }),
  Body: userText({ label: "Body", max: 2_000, required: false, trim: false }).default(""),
});

/** POST /api/twilio/update-webhook */
export const updateWebhookSchema = z.object({
  phoneNumberSid: z
    .string({ error: "phoneNumberSid is required" })
    .trim()
    .regex(/^PN[0-9a-fA-F]{32}$/, "phoneNumberSid must be a Twilio phone number SID (PN…)"),
});
