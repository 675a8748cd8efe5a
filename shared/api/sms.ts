import { z } from "zod";
import { smsInfoSchema, smsOfferedSchema, twilioPhoneNumberSchema } from "../sms/sms-dto";
import { inboundSmsSchema, updateWebhookSchema } from "../sms/sms-input";
import { defineRoute, defineRouteGroup, raw } from "./route";

export const smsApi = defineRouteGroup({
  tag: "Text messages",
  description: "Jokes texted in by SMS: the capture number, Twilio's incoming texts, and the admin's Twilio numbers.",
  routes: {
    info: defineRoute({
      method: "GET",
      path: "/api/sms/info",
      summary: "The number comedians text jokes to (null when SMS is not configured) and the format",
      access: "user",
      responses: { 200: smsInfoSchema },
    }),
    offered: defineRoute({
      method: "GET",
      path: "/api/sms/offered",
      summary: "Whether this site offers SMS joke capture (it has a capture number), for pages shown before sign-in",
      access: "public",
      responses: { 200: smsOfferedSchema },
    }),
    webhook: defineRoute({
      method: "POST",
      path: "/api/sms/webhook",
      summary: "An incoming text from Twilio: a joke is saved once per MessageSid; the reply is TwiML",
      description: "403 when the signature is missing or wrong (or, in production, when no auth token is set).",
      access: "webhook",
      signedBy: "twilio",
      body: inboundSmsSchema,
      bodyEncoding: "application/x-www-form-urlencoded",
      responses: { 200: raw("text/xml", "TwiML: the reply texted back") },
    }),
    phoneNumbers: defineRoute({
      method: "GET",
      path: "/api/twilio/phone-numbers",
      summary: "The Twilio account's numbers and where their texts go (503 when Twilio is not configured)",
      access: "admin",
      responses: { 200: z.array(twilioPhoneNumberSchema) },
    }),
    updateWebhook: defineRoute({
      method: "POST",
      path: "/api/twilio/update-webhook",
      summary: "Point a number's incoming texts at this app's SMS webhook",
      access: "admin",
      body: updateWebhookSchema,
      responses: { 200: z.object({ phoneNumber: twilioPhoneNumberSchema }) },
    }),
  },
});
