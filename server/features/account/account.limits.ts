import type pg from "pg";
import { limitersFor, type Limit } from "../../http/rate-limit";

const HOUR = 60 * 60;

const ACCOUNT_LIMITS = {
  /**
   * Whatever the address: rotating addresses buys no extra guesses. The same answer for an
   * email with no account, so the limit tells nothing about who has one. A reset lifts it.
   */
  loginByAccount: {
    name: "login_account",
    points: 10,
    durationSeconds: 15 * 60,
    message: "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.",
  },
  loginByEmailAndIp: {
    name: "login_email_ip",
    points: 5,
    durationSeconds: 15 * 60,
    message: "Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.",
  },
  loginByIp: {
    name: "login_ip",
    points: 50,
    durationSeconds: HOUR,
    message: "Too many failed sign-in attempts from your network. Please try again later.",
  },
  registerByIp: {
    name: "register_ip",
    points: 10,
    durationSeconds: HOUR,
    message: "Too many accounts created from your network. Please try again later.",
  },
  resetByIp: {
    name: "reset_ip",
    points: 10,
    durationSeconds: HOUR,
    message: "Too many password reset requests. Please try again later.",
  },
  resetByEmail: {
    name: "reset_email",
    points: 3,
    durationSeconds: HOUR,
    message: "Too many password reset requests for this email. Please check your inbox or try again later.",
  },
  /**
   * Wrong current passwords, per account, however they are given (deleting the account,
   * changing its email or its password): a stolen session cannot guess its way to taking the
   * account over or deleting it.
   */
  currentPasswordByUser: {
    name: "current_password_user",
    points: 5,
    durationSeconds: 15 * 60,
    message: "Too many wrong passwords. Please wait 15 minutes and try again.",
  },
  resendVerificationByUser: {
    name: "verify_resend_user",
    points: 3,
    durationSeconds: HOUR,
    message: "You've asked for several verification emails already. Please check your inbox or try again later.",
  },
} satisfies Record<string, Limit>;

export type AccountLimits = ReturnType<typeof accountLimits>;

/** `scale` multiplies every allowance (RATE_LIMIT_SCALE, for load tests and e2e runs). */
export const accountLimits = (pool: pg.Pool, scale = 1) => limitersFor(pool, ACCOUNT_LIMITS, scale);
