import type { errorLogsApi } from "@shared/api/error-logs";
import { endpoint } from "../http/endpoint";

type Routes = typeof errorLogsApi.routes;

/** The past 24 hours' errors, optionally of one severity. */
export const getErrorLogs = endpoint<Routes["list"]>("GET", "/api/admin/error-logs");
/** One log's stack and context. */
export const getErrorLog = endpoint<Routes["get"]>("GET", "/api/admin/error-logs/:id");
/** A browser's crash report: no sign-in needed, so a visitor's broken page is seen too. */
export const reportClientError = endpoint<Routes["reportClientError"]>("POST", "/api/client-errors");
