import type pg from "pg";
import { Limiter } from "../../http/rate-limit";

export interface AccountLimits {
  loginByEmailAndIp: Limiter;
  loginByIp: Limiter;
  registerByIp: Limiter;
  resetByIp: Limiter;
  resetByEmail: Limiter;
  resendVerificationByUser: Limiter;
}

/** `scale` multiplies every allowance (RATE_LIMIT_SCALE, for load tests and e2e runs). */
export function accountLimits(pool: pg.Pool, scale = 1): AccountLimits {
  return {
    loginByEmailAndIp: new Limiter(pool, {
      name: "login_email_ip",
      points: 5 * scale,
      durationSeconds: 15 * 60,
      message: "Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.",
    }),
    loginByIp: new Limiter(pool, {
      name: "login_ip",
      points: 50 * scale,
      durationSeconds: 60 * 60,
      message: "Too many failed sign-in attempts from your network. Please try again later.",
    }),
    registerByIp: new Limiter(pool, {
      name: "register_ip",
      points: 10 * scale,
      durationSeconds: 60 * 60,
      message: "Too many accounts created from your network. Please try again later.",
    }),
    resetByIp: new Limiter(pool, {
      name: "reset_ip",
      points: 10 * scale,
      durationSeconds: 60 * 60,
      message: "Too many password reset requests. Please try again later.",
    }),
    resetByEmail: new Limiter(pool, {
      name: "reset_email",
      points: 3 * scale,
      durationSeconds: 60 * 60,
      message: "Too many password reset requests for this email. Please check your inbox or try again later.",
    }),
    resendVerificationByUser: new Limiter(pool, {
      name: "verify_resend_user",
      points: 3 * scale,
      durationSeconds: 60 * 60,
      message: "You've asked for several verification emails already. Please check your inbox or try again later.",
    }),
  };
}
