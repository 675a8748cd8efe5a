import type { smsApi } from "@shared/api/sms";
import { endpoint } from "../http/endpoint";

type Routes = typeof smsApi.routes;

/** The number comedians text jokes to (null while SMS is not configured) and the format. */
export const getSmsInfo = endpoint<Routes["info"]>("GET", "/api/sms/info");
/** The Twilio account's numbers; 503 when Twilio is not configured. */
export const getPhoneNumbers = endpoint<Routes["phoneNumbers"]>("GET", "/api/twilio/phone-numbers");
/** Points a number's incoming texts at this app's SMS webhook. */
export const updateSmsWebhook = endpoint<Routes["updateWebhook"]>("POST", "/api/twilio/update-webhook");
/** Whether the site offers SMS joke capture; open to visitors. */
export const getSmsOffered = endpoint<Routes["offered"]>("GET", "/api/sms/offered");
