import type { adminUsersApi } from "@shared/api/admin-users";
import { endpoint } from "../http/endpoint";

type Routes = typeof adminUsersApi.routes;

/** A page of every user with their writing stats, newest first. */
export const getAdminUsers = endpoint<Routes["list"]>("GET", "/api/admin/users");
export const promoteUser = endpoint<Routes["promote"]>("POST", "/api/admin/promote-user");
export const demoteUser = endpoint<Routes["demote"]>("POST", "/api/admin/users/:id/demote");
export const setUserPlan = endpoint<Routes["setPlan"]>("PUT", "/api/admin/users/:id/plan");
/** The signed-in admin's own error alerts, and how many admins get them. */
export const getErrorNotifications = endpoint<Routes["errorNotifications"]>("GET", "/api/admin/error-notifications");
export const setErrorNotifications = endpoint<Routes["setErrorNotifications"]>("PUT", "/api/admin/error-notifications/:userId");
