import type { AdminUser, AdminUserPage, DemoteUserResult, ErrorNotificationsResult, PromoteUserResult, UserPlanResult } from "@shared/admin/admin-user-dto";
import type { AdminUsersQuery } from "@shared/admin/admin-user-input";
import { productivityLabel } from "@shared/admin/productivity";
import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../domain/domain-error";
import * as repo from "./admin-users.repository";
import * as accountPlans from "../account/plans.service";
import * as accountRoles from "../account/roles.service";

export const USERS_PAGE_DEFAULT = 200;

function toAdminUser(row: repo.AdminUserRow): AdminUser {
  const development = row.ideas + row.on_hold + row.working_on;
  const production = row.main + row.open_mic + row.my_stool;
  const totalJokes = development + production;
  return {
    id: row.id,
    email: row.email,
    isAdmin: row.is_admin,
    isEmailVerified: row.is_email_verified,
    subscriptionTier: row.subscription_tier,
    errorNotificationsEnabled: row.error_notifications_enabled,
    phoneNumber: row.phone_number,
    isPhoneVerified: row.is_phone_verified,
    createdAt: row.created_at.toISOString(),
    daysSinceJoining: row.days_since_joining,
    hasProfile: row.has_profile,
    profileKeywords: row.profile_keywords,
    smsOptIn: row.is_phone_verified,
    totalJokes,
    developmentCount: development,
    productionCount: production,
    breakdown: {
      ideas: row.ideas,
      onHold: row.on_hold,
      workingOn: row.working_on,
      main: row.main,
      openMic: row.open_mic,
      myStool: row.my_stool,
    },
    productivity: productivityLabel(totalJokes),
  };
}

/** A page of every user with their stats, newest first (keyset paging by id). */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserPage> {
  const limit = query.limit ?? USERS_PAGE_DEFAULT;
  const search = query.q || undefined;
  // One row past the page says whether there is a next one.
  const rows = await repo.listUsersWithStats(db, { after: query.after, limit: limit + 1, search });
  const page = rows.slice(0, limit);
  const total = rows[0]?.total ?? (await repo.countUsers(db, search));
  return {
    users: page.map(toAdminUser),
    total,
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function promoteUser(db: Db, email: string): Promise<PromoteUserResult> {
  const result = await accountRoles.makeAdminByEmail(db, email);
  if (!result) throw notFound(`No account uses ${email}. Check the address, or ask them to sign up first.`);
  return {
    userId: result.id,
    message: result.wasAdmin ? `${result.email} is already an administrator.` : `${result.email} is now an administrator.`,
  };
}

export async function demoteUser(db: Db, id: number): Promise<DemoteUserResult> {
  const result = await accountRoles.removeAdmin(db, id);
  if (result.status === "not-found") throw notFound("No user has this id.");
  if (result.status === "last-admin") {
    throw conflict(`${result.email} is the only administrator. Promote someone else before removing their admin rights.`);
  }
  if (result.status === "not-admin") return { message: `${result.email} is not an administrator.` };
  return { message: `${result.email} is no longer an administrator.` };
}

/** Sets a user's plan by hand (support, and billing once it lands). */
export async function setSubscriptionTier(db: Db, id: number, tier: SubscriptionTier): Promise<UserPlanResult> {
  const updated = await accountPlans.updateSubscriptionTier(db, id, tier);
  if (!updated) throw notFound("No user has this id.");
  return { ...updated, message: `${updated.email} is now on the ${tier} plan.` };
}

/**
 * Each administrator chooses their own error alerts: another user's id answers 404, as if
 * there were no such admin, and changes nothing.
 */
export async function setErrorNotifications(db: Db, signedInId: number, targetId: number, enabled: boolean): Promise<ErrorNotificationsResult> {
  const result = signedInId === targetId ? await accountRoles.updateErrorNotifications(db, targetId, enabled) : undefined;
  if (result === undefined) throw notFound("You can only change your own error alerts.");
  return { userId: targetId, enabled: result };
}

/** Addresses of administrators who asked for error alerts. */
export const alertRecipients = (db: Db) => repo.adminEmails(db, { optedIn: true });

/** Addresses of every administrator (the weekly TODO email). */
export const administratorEmails = (db: Db) => repo.adminEmails(db, { optedIn: false });
