import { accountApi } from "./account";
import { apiDocsApi } from "./api-docs";
import { betaFeaturesApi } from "./beta-features";
import { healthApi } from "./health";
import { phoneApi } from "./phone";
import { profileApi } from "./profile";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, accountApi, phoneApi, profileApi, betaFeaturesApi, healthApi, apiDocsApi];
