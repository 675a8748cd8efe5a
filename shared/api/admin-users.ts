import {
  adminUserPageSchema,
  demoteUserResultSchema,
  errorNotificationSettingsSchema,
  errorNotificationsResultSchema,
  promoteUserResultSchema,
  userPlanResultSchema,
} from "../admin/admin-user-dto";
import {
  adminUserIdParams,
  adminUsersQuerySchema,
  errorNotificationsSchema,
  promoteUserSchema,
  setPlanSchema,
  userIdParams,
} from "../admin/admin-user-input";
import { defineRoute, defineRouteGroup } from "./route";

export const adminUsersApi = defineRouteGroup({
  tag: "Admin: users",
  description: "The admin panel's accounts: every user with their writing stats, admin rights, plans and the admins' own error alerts.",
  routes: {
    list: defineRoute({
      method: "GET",
      path: "/api/admin/users",
      summary: "A page of every user with their writing stats, newest first (search by email part)",
      access: "admin",
      query: adminUsersQuerySchema,
      responses: { 200: adminUserPageSchema },
    }),
    promote: defineRoute({
      method: "POST",
      path: "/api/admin/promote-user",
      summary: "Make the account with this email an administrator",
      access: "admin",
      body: promoteUserSchema,
      responses: { 200: promoteUserResultSchema },
    }),
    demote: defineRoute({
      method: "POST",
      path: "/api/admin/users/:id/demote",
      summary: "Remove a user's admin rights (never the last administrator's)",
      access: "admin",
      params: adminUserIdParams,
      responses: { 200: demoteUserResultSchema },
    }),
    setPlan: defineRoute({
      method: "PUT",
      path: "/api/admin/users/:id/plan",
      summary: "Set a user's plan by hand (support), with no end date",
      access: "admin",
      params: adminUserIdParams,
      body: setPlanSchema,
      responses: { 200: userPlanResultSchema },
    }),
    errorNotifications: defineRoute({
      method: "GET",
      path: "/api/admin/error-notifications",
      summary: "Whether the signed-in admin gets error alerts, how many admins do, and how mail is sent",
      access: "admin",
      responses: { 200: errorNotificationSettingsSchema },
    }),
    setErrorNotifications: defineRoute({
      method: "PUT",
      path: "/api/admin/error-notifications/:userId",
      summary: "Turn the signed-in admin's own error alerts on or off (another id answers 404)",
      access: "admin",
      params: userIdParams,
      body: errorNotificationsSchema,
      responses: { 200: errorNotificationsResultSchema },
    }),
  },
});
