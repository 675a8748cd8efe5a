import type { comedyShowsApi } from "@shared/api/comedy-shows";
import { endpoint } from "../http/endpoint";

type Routes = typeof comedyShowsApi.routes;

/** Upcoming shows at a location, soonest first (public: the landing page asks it). */
export const getComedyShows = endpoint<Routes["upcoming"]>("GET", "/api/comedy-shows");
/** Every show, for the admin panel. */
export const getAdminComedyShows = endpoint<Routes["list"]>("GET", "/api/admin/comedy-shows");
export const createComedyShow = endpoint<Routes["create"]>("POST", "/api/admin/comedy-shows");
export const importComedyShows = endpoint<Routes["import"]>("POST", "/api/admin/comedy-shows/import");
export const updateComedyShow = endpoint<Routes["update"]>("PUT", "/api/admin/comedy-shows/:id");
export const deleteComedyShow = endpoint<Routes["remove"]>("DELETE", "/api/admin/comedy-shows/:id");
