import { Router } from "express";
import {
  adminUserIdParams,
  adminUsersQuerySchema,
  errorNotificationsSchema,
  promoteUserSchema,
  setPlanSchema,
  userIdParams,
} from "@shared/admin/admin-user-input";
import { currentUserId, requireAdmin } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/validate";
import * as admin from "./admin-users.service";

export function adminUsersRoutes(db: Db, mailerKind: string): Router {
  const router = Router();
  router.use("/admin", requireAdmin);

  router.get("/admin/users", async (req, res) => {
    res.json(await admin.listUsers(db, parseInput(adminUsersQuerySchema, req.query)));
  });

  router.post("/admin/promote-user", async (req, res) => {
    const { email } = parseInput(promoteUserSchema, req.body);
    res.json(await admin.promoteUser(db, email));
  });

  router.post("/admin/users/:id/demote", async (req, res) => {
    const { id } = parseInput(adminUserIdParams, req.params);
    res.json(await admin.demoteUser(db, id));
  });

  router.put("/admin/users/:id/plan", async (req, res) => {
    const { id } = parseInput(adminUserIdParams, req.params);
    const { subscriptionTier } = parseInput(setPlanSchema, req.body);
    res.json(await admin.setSubscriptionTier(db, id, subscriptionTier));
  });

  router.get("/admin/error-notifications", async (req, res) => {
    const recipients = await admin.alertRecipients(db);
    res.json({ enabled: req.user?.errorNotificationsEnabled ?? false, recipients: recipients.length, mailer: mailerKind });
  });

  router.put("/admin/error-notifications/:userId", async (req, res) => {
    const { userId } = parseInput(userIdParams, req.params);
    const { enabled } = parseInput(errorNotificationsSchema, req.body);
    res.json(await admin.setErrorNotifications(db, currentUserId(req), userId, enabled));
  });

  return router;
}
