import type { chaosApi } from "@shared/api/chaos";
import { endpoint } from "../http/endpoint";

type Routes = typeof chaosApi.routes;

export const getChaosStatus = endpoint<Routes["status"]>("GET", "/api/admin/chaos-monkey");
export const startChaos = endpoint<Routes["start"]>("POST", "/api/admin/chaos-monkey/start");
export const stopChaos = endpoint<Routes["stop"]>("POST", "/api/admin/chaos-monkey/stop");
/** Fires one chaos event now. */
export const executeChaosEvent = endpoint<Routes["execute"]>("POST", "/api/admin/chaos-monkey/execute/:eventId");
