import { apiDocsApi } from "./api-docs";
import { billingApi } from "./billing";
import { couponsApi } from "./coupons";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";
import { smsApi } from "./sms";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, billingApi, couponsApi, smsApi, apiDocsApi];
