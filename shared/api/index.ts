import { apiDocsApi } from "./api-docs";
import { insightsApi } from "./insights";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, insightsApi, apiDocsApi];
