import type { accountApi } from "@shared/api/account";
import { endpoint } from "../http/endpoint";

type Routes = typeof accountApi.routes;

/** Signing up also signs in: the answer is the new session's user. */
export const register = endpoint<Routes["register"]>("POST", "/api/register");
export const login = endpoint<Routes["login"]>("POST", "/api/login");
export const logout = endpoint<Routes["logout"]>("POST", "/api/logout");
/** Who is signed in, or null: the app's read, which a visitor answers 200. */
export const getSession = endpoint<Routes["session"]>("GET", "/api/session");
export const deleteAccount = endpoint<Routes["deleteAccount"]>("DELETE", "/api/user");
export const resendVerification = endpoint<Routes["resendVerification"]>("POST", "/api/resend-verification");
/** Spends the mailed link's single-use token. */
export const verifyEmail = endpoint<Routes["verifyEmail"]>("GET", "/api/verify-email/:token");
/** Answers alike whether or not an account uses the email. */
export const requestPasswordReset = endpoint<Routes["forgotPassword"]>("POST", "/api/forgot-password");
/** Answers when the reset link can still be used; fails when it cannot. */
export const verifyResetToken = endpoint<Routes["verifyResetToken"]>("GET", "/api/verify-reset-token/:token");
export const resetPassword = endpoint<Routes["resetPassword"]>("POST", "/api/reset-password");
export const changeEmail = endpoint<Routes["changeEmail"]>("PUT", "/api/user/email");
export const changePassword = endpoint<Routes["changePassword"]>("PUT", "/api/user/password");
