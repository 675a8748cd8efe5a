import { Router } from "express";
import { adminUsersApi } from "@shared/api/admin-users";
import type { Db } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import { contractRoutes } from "../../http/api-route";
import * as admin from "./admin-users.service";

/** The admin panel's accounts: /api/admin/users, /api/admin/promote-user, /api/admin/error-notifications. */
export function adminUsersRoutes(db: Db, mailerKind: Mailer["kind"]): Router {
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = adminUsersApi.routes;

  on(api.list, ({ query }) => admin.listUsers(db, query));
  on(api.promote, ({ body }) => admin.promoteUser(db, body.email));
  on(api.demote, ({ params }) => admin.demoteUser(db, params.id));
  on(api.setPlan, ({ params, body }) => admin.setSubscriptionTier(db, params.id, body.subscriptionTier));
  on(api.errorNotifications, async ({ req }) => {
    const recipients = await admin.alertRecipients(db);
    return { enabled: req.user?.errorNotificationsEnabled ?? false, recipients: recipients.length, mailer: mailerKind };
  });
  on(api.setErrorNotifications, ({ userId, params, body }) => admin.setErrorNotifications(db, userId, params.userId, body.enabled));

  return router;
}
