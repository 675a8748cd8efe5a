import { accountApi } from "./account";
import { adminUsersApi } from "./admin-users";
import { aiApi } from "./ai";
import { apiDocsApi } from "./api-docs";
import { backupsApi } from "./backups";
import { betaFeaturesApi } from "./beta-features";
import { billingApi } from "./billing";
import { chaosApi } from "./chaos";
import { comedyShowsApi } from "./comedy-shows";
import { couponsApi } from "./coupons";
import { errorLogsApi } from "./error-logs";
import { healthApi } from "./health";
import { insightsApi } from "./insights";
import { jokeNotesApi } from "./joke-notes";
import { materialApi } from "./material";
import { metricsApi } from "./metrics";
import { notesApi } from "./notes";
import { performancesApi } from "./performances";
import { phoneApi } from "./phone";
import { profileApi } from "./profile";
import { recordingsApi } from "./recordings";
import type { RouteGroup } from "./route";
import { setListsApi } from "./set-lists";
import { siteSettingsApi } from "./site-settings";
import { smsApi } from "./sms";
import { thoughtCategoriesApi, thoughtsApi } from "./thoughts";
import { transcriptsApi } from "./transcripts";
import { videosApi, videoStorageApi } from "./videos";
import { weeklyTodoApi } from "./weekly-todo";

/** Every route group of the API, in the order the document lists them. */
export const apiRouteGroups: readonly RouteGroup[] = [
  accountApi,
  phoneApi,
  profileApi,
  jokeNotesApi,
  setListsApi,
  performancesApi,
  recordingsApi,
  transcriptsApi,
  insightsApi,
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
  comedyShowsApi,
  siteSettingsApi,
  adminUsersApi,
  errorLogsApi,
  chaosApi,
  weeklyTodoApi,
  backupsApi,
  betaFeaturesApi,
  healthApi,
  metricsApi,
  apiDocsApi,
];

/**
 * Every route by resource and name, as tests call them (`apiRoutes.jokeNotes.update`): the typed
 * test clients (server/test/api-client.ts, e2e/api-client.ts) are made from it.
 */
export const apiRoutes = {
  account: accountApi.routes,
  phone: phoneApi.routes,
  profile: profileApi.routes,
  jokeNotes: jokeNotesApi.routes,
  setLists: setListsApi.routes,
  performances: performancesApi.routes,
  recordings: recordingsApi.routes,
  transcripts: transcriptsApi.routes,
  insights: insightsApi.routes,
  notes: notesApi.routes,
  thoughts: thoughtsApi.routes,
  thoughtCategories: thoughtCategoriesApi.routes,
  ai: aiApi.routes,
  material: materialApi.routes,
  billing: billingApi.routes,
  coupons: couponsApi.routes,
  sms: smsApi.routes,
  videos: videosApi.routes,
  videoStorage: videoStorageApi.routes,
  comedyShows: comedyShowsApi.routes,
  siteSettings: siteSettingsApi.routes,
  adminUsers: adminUsersApi.routes,
  errorLogs: errorLogsApi.routes,
  chaos: chaosApi.routes,
  weeklyTodo: weeklyTodoApi.routes,
  backups: backupsApi.routes,
  betaFeatures: betaFeaturesApi.routes,
  health: healthApi.routes,
  metrics: metricsApi.routes,
  apiDocs: apiDocsApi.routes,
} as const;
