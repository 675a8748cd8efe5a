import { apiDocsApi } from "./api-docs";
import { jokeNotesApi } from "./joke-notes";
import { performancesApi } from "./performances";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, jokeNotesApi, performancesApi, apiDocsApi];
