import type { profileApi } from "@shared/api/profile";
import { endpoint } from "../http/endpoint";

type Routes = typeof profileApi.routes;

/** The comedian's profile (My Elements). */
export const getProfile = endpoint<Routes["get"]>("GET", "/api/profile");
/** Saves any of its fields; the answer is the profile as the server cleaned it. */
export const updateProfile = endpoint<Routes["update"]>("PUT", "/api/profile");
