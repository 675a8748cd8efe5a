import { Router } from "express";
import type { PassportStatic } from "passport";
import { deleteAccountSchema } from "@shared/account/account-changes";
import { loginSchema, registerSchema } from "@shared/account/credentials";
import { toPublicUser } from "@shared/account/public-user";
import { authenticateLocal, logIn, logOut } from "../../auth/passport";
import { SESSION_COOKIE, sessionCookieFlags } from "../../auth/session";
import { requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { unauthorized } from "../../http/http-error";
import { parseInput } from "../../http/validate";
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

export function accountRoutes(deps: Deps): Router {
  const { db, passport, limits, adminEmails } = deps;
  const router = Router();

  router.post("/register", async (req, res) => {
    const input = parseInput(registerSchema, req.body);
    await limits.registerByIp.consume(req.ip ?? "unknown");
    const user = await registerAccount(db, input, adminEmails);
    await logIn(req, user);
    sendVerificationEmailInBackground(deps, user);
    res.status(201).json(toPublicUser(user));
  });

  router.post("/login", async (req, res) => {
    // The normalised body is what passport-local reads.
    req.body = parseInput(loginSchema, req.body);
    const ip = req.ip ?? "unknown";
    const emailKey = `${(req.body as { email: string }).email}|${ip}`;
    const accountKey = (req.body as { email: string }).email;
    await limits.loginByIp.check(ip);
    await limits.loginByEmailAndIp.check(emailKey);
    await limits.loginByAccount.check(accountKey);
    const user = await authenticateLocal(passport, req, res);
    if (!user) {
      await Promise.all([
        limits.loginByIp.penalize(ip),
        limits.loginByEmailAndIp.penalize(emailKey),
        limits.loginByAccount.penalize(accountKey),
      ]);
      throw unauthorized("Invalid email or password.");
    }
    await Promise.all([limits.loginByEmailAndIp.reset(emailKey), limits.loginByAccount.reset(accountKey)]);
    await logIn(req, user);
    res.json(toPublicUser(user));
  });

  router.post("/logout", async (req, res) => {
    if (req.user) await logOut(req);
    res.clearCookie(SESSION_COOKIE, sessionCookieFlags(deps.secureCookie));
    res.json({ message: "Signed out." });
  });

  router.delete("/user", requireUser, async (req, res) => {
    const { password } = parseInput(deleteAccountSchema, req.body);
    await deleteAccount(deps, req.user!, password, limits.currentPasswordByUser);
    // The stored sessions are gone; this one must not be saved back at the end of the request.
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.clearCookie(SESSION_COOKIE, sessionCookieFlags(deps.secureCookie));
    res.json({ message: "Your account and everything in it have been deleted." });
  });

  router.get("/user", requireUser, (req, res) => {
    res.json(toPublicUser(req.user!));
  });

  return router;
}
