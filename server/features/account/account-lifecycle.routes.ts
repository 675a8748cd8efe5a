import { Router } from "express";
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  linkTokenParamsSchema,
  resetPasswordSchema,
} from "@shared/account/account-changes";
import { toPublicUser } from "@shared/account/public-user";
import { requireUser } from "../../auth/require-user";
import { parseInput } from "../../http/validate";
import type { AccountLimits } from "./account.limits";
import * as lifecycle from "./account-lifecycle.service";

export function accountLifecycleRoutes(deps: lifecycle.LifecycleDeps & { limits: AccountLimits }): Router {
  const { db, limits } = deps;
  const router = Router();

  router.post("/resend-verification", requireUser, async (req, res) => {
    const user = req.user!;
    if (user.isEmailVerified) {
      res.status(400).json({ message: "Your email is already verified." });
      return;
    }
    await limits.resendVerificationByUser.consume(String(user.id));
    await lifecycle.sendVerificationEmail(deps, user);
    res.json({ message: "Verification email sent. Check your inbox." });
  });

  router.get("/verify-email/:token", async (req, res) => {
    await lifecycle.verifyEmail(db, parseInput(linkTokenParamsSchema, req.params).token);
    res.json({ message: "Your email is verified. Thanks!" });
  });

  router.post("/forgot-password", async (req, res) => {
    const { email } = parseInput(forgotPasswordSchema, req.body);
    await limits.resetByIp.consume(req.ip ?? "unknown");
    await limits.resetByEmail.consume(email);
    lifecycle.requestPasswordReset(deps, email);
    res.json({ message: "If an account uses that email, a reset link is on its way." });
  });

  router.get("/verify-reset-token/:token", async (req, res) => {
    await lifecycle.checkResetToken(db, parseInput(linkTokenParamsSchema, req.params).token);
    res.json({ valid: true });
  });

  router.post("/reset-password", async (req, res) => {
    const { token, password } = parseInput(resetPasswordSchema, req.body);
    const email = await lifecycle.resetPassword(db, token, password);
    // A reset proves the owner: lift the locks that failed guesses put on the account.
    await Promise.all([limits.loginByAccount.reset(email), limits.loginByEmailAndIp.reset(`${email}|${req.ip ?? "unknown"}`)]);
    res.json({ message: "Your password has been reset. Sign in with your new password." });
  });

  router.put("/user/email", requireUser, async (req, res) => {
    const { email, password } = parseInput(changeEmailSchema, req.body);
    const updated = await lifecycle.changeEmail(deps, req.user!, email, password, limits.currentPasswordByUser);
    res.json(toPublicUser(updated));
  });

  router.put("/user/password", requireUser, async (req, res) => {
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, req.body);
    await lifecycle.changePassword(db, req.user!, { current: currentPassword, next: newPassword }, req.sessionID, limits.currentPasswordByUser);
    res.json({ message: "Your password has been updated. Other devices have been signed out." });
  });

  return router;
}
