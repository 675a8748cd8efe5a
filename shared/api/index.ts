import { adminUsersApi } from "./admin-users";
import { apiDocsApi } from "./api-docs";
import { chaosApi } from "./chaos";
import { comedyShowsApi } from "./comedy-shows";
import { errorLogsApi } from "./error-logs";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";
import { siteSettingsApi } from "./site-settings";
import { weeklyTodoApi } from "./weekly-todo";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [setListsApi, comedyShowsApi, siteSettingsApi, errorLogsApi, adminUsersApi, chaosApi, weeklyTodoApi, apiDocsApi];
