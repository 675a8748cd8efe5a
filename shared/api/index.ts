import { apiDocsApi } from "./api-docs";
import { materialApi } from "./material";
import { recordingsApi } from "./recordings";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";
import { videosApi, videoStorageApi } from "./videos";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, recordingsApi, videosApi, videoStorageApi, materialApi, apiDocsApi];
