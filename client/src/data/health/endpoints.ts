import type { healthApi } from "@shared/api/health";
import { endpoint } from "../http/endpoint";

/** Whether the app can serve (its database answers); 503 while it cannot. */
export const getHealth = endpoint<typeof healthApi.routes.ready>("GET", "/api/health");
