import { Router, type Request, type Response } from "express";
import type { PassportStatic } from "passport";
import { accountApi } from "@shared/api/account";
import type { LoginInput } from "@shared/account/credentials";
import { toPublicUser } from "@shared/account/public-user";
import { authenticateLocal, logIn, logOut } from "../../auth/passport";
import { currentUser } from "../../auth/require-user";
import { SESSION_COOKIE, sessionCookieFlags } from "../../auth/session";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { unauthenticated } from "../../domain/domain-error";
import type { AccountLimits } from "./account.limits";
import { registerAccount } from "./account.service";
import { deleteAccount, sendVerificationEmailInBackground, type LifecycleDeps } from "./account-lifecycle.service";

interface Deps extends LifecycleDeps {
  db: Db;
  passport: PassportStatic;
  limits: AccountLimits;
  adminEmails: string[];
  secureCookie: boolean;
}

/**
 * Checks the password through passport-local, within the failed-attempt limits (per network,
 * per email from that network, per account); a success lifts the email's and account's locks.
 */
async function authenticate({ passport, limits }: Deps, req: Request, res: Response, input: LoginInput) {
  // The normalised body is what passport-local reads.
  req.body = input;
  const ip = req.ip ?? "unknown";
  const emailKey = `${input.email}|${ip}`;
  const accountKey = input.email;
  await limits.loginByIp.check(ip);
  await limits.loginByEmailAndIp.check(emailKey);
  await limits.loginByAccount.check(accountKey);
  const user = await authenticateLocal(passport, req, res);
  if (!user) {
    await Promise.all([limits.loginByIp.penalize(ip), limits.loginByEmailAndIp.penalize(emailKey), limits.loginByAccount.penalize(accountKey)]);
    throw unauthenticated("Invalid email or password.");
  }
  await Promise.all([limits.loginByEmailAndIp.reset(emailKey), limits.loginByAccount.reset(accountKey)]);
  return user;
}

/** Signing up, in and out, the signed-in user, and deleting the account. */
export function accountRoutes(deps: Deps): Router {
  const { db, limits, adminEmails } = deps;
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = accountApi.routes;

  on(api.register, async ({ body, req }) => {
    await limits.registerByIp.consume(req.ip ?? "unknown");
    const user = await registerAccount(db, body, adminEmails);
    await logIn(req, user);
    sendVerificationEmailInBackground(deps, user);
    return toPublicUser(user);
  });

  on(api.login, async ({ body, req, res }) => {
    const user = await authenticate(deps, req, res, body);
    await logIn(req, user);
    return toPublicUser(user);
  });

  on(api.logout, async ({ req, res }) => {
    if (req.user) await logOut(req);
    res.clearCookie(SESSION_COOKIE, sessionCookieFlags(deps.secureCookie));
    return { message: "Signed out." };
  });

  on(api.deleteAccount, async ({ body, req, res }) => {
    await deleteAccount(deps, currentUser(req), body.password, limits.currentPasswordByUser);
    // The stored sessions are gone; this one must not be saved back at the end of the request.
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, sessionCookieFlags(deps.secureCookie));
    return { message: "Your account and everything in it have been deleted." };
  });

  on(api.currentUser, ({ req }) => toPublicUser(currentUser(req)));

  on(api.session, ({ req }) => ({ user: req.user ? toPublicUser(req.user) : null }));

  return router;
}
