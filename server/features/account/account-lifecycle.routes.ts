import { Router } from "express";
import { accountApi } from "@shared/api/account";
import { toPublicUser } from "@shared/account/public-user";
import { currentUser } from "../../auth/require-user";
import { contractRoutes } from "../../http/api-route";
import { invalid } from "../../domain/domain-error";
import type { AccountLimits } from "./account.limits";
import * as lifecycle from "./account-lifecycle.service";

/** Email verification, password reset, and changing the email or the password. */
export function accountLifecycleRoutes(deps: lifecycle.LifecycleDeps & { limits: AccountLimits }): Router {
  const { db, limits } = deps;
  const router = Router();
  const on = contractRoutes(router, "/api");
  const api = accountApi.routes;

  on(api.resendVerification, async ({ req }) => {
    const user = currentUser(req);
    if (user.isEmailVerified) throw invalid("Your email is already verified.");
    await limits.resendVerificationByUser.consume(String(user.id));
    await lifecycle.sendVerificationEmail(deps, user);
    return { message: "Verification email sent. Check your inbox." };
  });

  on(api.verifyEmail, async ({ params }) => {
    await lifecycle.verifyEmail(db, params.token);
    return { message: "Your email is verified. Thanks!" };
  });

  on(api.forgotPassword, async ({ body, req }) => {
    await limits.resetByIp.consume(req.ip ?? "unknown");
    await limits.resetByEmail.consume(body.email);
    lifecycle.requestPasswordReset(deps, body.email);
    return { message: "If an account uses that email, a reset link is on its way." };
  });

  on(api.verifyResetToken, async ({ params }) => {
    await lifecycle.checkResetToken(db, params.token);
    return { valid: true as const };
  });

  on(api.resetPassword, async ({ body, req }) => {
    const email = await lifecycle.resetPassword(db, body.token, body.password);
    // A reset proves the owner: lift the locks that failed guesses put on the account.
    await Promise.all([limits.loginByAccount.reset(email), limits.loginByEmailAndIp.reset(`${email}|${req.ip ?? "unknown"}`)]);
    return { message: "Your password has been reset. Sign in with your new password." };
  });

  on(api.changeEmail, async ({ body, req }) => {
    const updated = await lifecycle.changeEmail(deps, currentUser(req), body.email, body.password, limits.currentPasswordByUser);
    return toPublicUser(updated);
  });

  on(api.changePassword, async ({ body, req }) => {
    const passwords = { current: body.currentPassword, next: body.newPassword };
    await lifecycle.changePassword(db, currentUser(req), passwords, req.sessionID, limits.currentPasswordByUser);
    return { message: "Your password has been updated. Other devices have been signed out." };
  });

  return router;
}
