import type { phoneApi } from "@shared/api/phone";
import { endpoint } from "../http/endpoint";

type Routes = typeof phoneApi.routes;

/** Texts a 6-digit code to the number (E.164, e.g. "+15551234567": see `toE164`). */
export const requestPhoneCode = endpoint<Routes["requestCode"]>("POST", "/api/phone/verify-request");
/** Checks the texted code; the answer carries the user with the number verified. */
export const confirmPhoneCode = endpoint<Routes["confirmCode"]>("POST", "/api/phone/verify-confirm");
export const removePhone = endpoint<Routes["removeNumber"]>("DELETE", "/api/user/phone");
