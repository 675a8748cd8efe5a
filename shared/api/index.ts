import { accountApi } from "./account";
import { aiApi } from "./ai";
import { apiDocsApi } from "./api-docs";
import { betaFeaturesApi } from "./beta-features";
import { billingApi } from "./billing";
import { couponsApi } from "./coupons";
import { healthApi } from "./health";
import { materialApi } from "./material";
import { notesApi } from "./notes";
import { phoneApi } from "./phone";
import { profileApi } from "./profile";
import { recordingsApi } from "./recordings";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";
import { smsApi } from "./sms";
import { thoughtCategoriesApi, thoughtsApi } from "./thoughts";
import { videosApi, videoStorageApi } from "./videos";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [
  accountApi,
  phoneApi,
  profileApi,
  setListsApi,
  recordingsApi,
  notesApi,
  thoughtsApi,
  thoughtCategoriesApi,
  aiApi,
  materialApi,
  billingApi,
  couponsApi,
  smsApi,
  videosApi,
  videoStorageApi,
  betaFeaturesApi,
  healthApi,
  apiDocsApi,
];
