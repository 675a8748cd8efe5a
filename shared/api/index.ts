import { aiApi } from "./ai";
import { apiDocsApi } from "./api-docs";
import { notesApi } from "./notes";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";
import { thoughtCategoriesApi, thoughtsApi } from "./thoughts";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, notesApi, thoughtsApi, thoughtCategoriesApi, aiApi, apiDocsApi];
