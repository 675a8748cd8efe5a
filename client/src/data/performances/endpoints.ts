import type { performancesApi } from "@shared/api/performances";
import { endpoint } from "../http/endpoint";

type Routes = typeof performancesApi.routes;

/** The logged shows, newest first; `limit` for only the newest few. */
export const getPerformances = endpoint<Routes["list"]>("GET", "/api/performances");
export const createPerformance = endpoint<Routes["create"]>("POST", "/api/performances");
export const updatePerformance = endpoint<Routes["update"]>("PUT", "/api/performances/:id");
export const deletePerformance = endpoint<Routes["remove"]>("DELETE", "/api/performances/:id");
/** A joke's history on stage, newest first. */
export const getJokePerformances = endpoint<Routes["jokeHistory"]>("GET", "/api/joke-notes/:id/performances");
