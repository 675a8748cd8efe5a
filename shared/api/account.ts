import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  linkTokenParamsSchema,
  resetPasswordSchema,
} from "../account/account-changes";
import { accountMessageSchema, resetTokenValidSchema, sessionSchema } from "../account/account-answers";
import { loginSchema, registerSchema } from "../account/credentials";
import { publicUserSchema } from "../account/public-user-dto";
import { defineRoute, defineRouteGroup } from "./route";

export const accountApi = defineRouteGroup({
  tag: "Account",
  description: "Signing up, in and out; the signed-in user; email verification, password reset and changes, deleting the account.",
  routes: {
    register: defineRoute({
      method: "POST",
      path: "/api/register",
      summary: "Create an account and sign in to it (a verification link is mailed)",
      access: "public",
      body: registerSchema,
      responses: { 201: publicUserSchema },
    }),
    login: defineRoute({
      method: "POST",
      path: "/api/login",
      summary: "Sign in with email and password (failed attempts are limited per network, email and account)",
      access: "public",
      body: loginSchema,
      responses: { 200: publicUserSchema },
    }),
    logout: defineRoute({
      method: "POST",
      path: "/api/logout",
      summary: "Sign out and forget the session (fine without one)",
      access: "public",
      responses: { 200: accountMessageSchema },
    }),
    currentUser: defineRoute({
      method: "GET",
      path: "/api/user",
      summary: "The signed-in user",
      access: "user",
      responses: { 200: publicUserSchema },
    }),
    session: defineRoute({
      method: "GET",
      path: "/api/session",
      summary: "Who is signed in: the user, or null for a visitor (the app's first read; GET /api/user answers 401 instead)",
      access: "public",
      responses: { 200: sessionSchema },
    }),
    deleteAccount: defineRoute({
      method: "DELETE",
      path: "/api/user",
      summary: "Delete the account and everything in it, given its password",
      access: "user",
      body: deleteAccountSchema,
      responses: { 200: accountMessageSchema },
    }),
    resendVerification: defineRoute({
      method: "POST",
      path: "/api/resend-verification",
      summary: "Mail a new email verification link",
      access: "user",
      responses: { 200: accountMessageSchema },
    }),
    verifyEmail: defineRoute({
      method: "GET",
      path: "/api/verify-email/:token",
      summary: "Verify the email with the mailed link's token (single use)",
      access: "public",
      params: linkTokenParamsSchema,
      responses: { 200: accountMessageSchema },
    }),
    forgotPassword: defineRoute({
      method: "POST",
      path: "/api/forgot-password",
      summary: "Mail a password reset link, if an account uses the email (the answer does not say)",
      access: "public",
      body: forgotPasswordSchema,
      responses: { 200: accountMessageSchema },
    }),
    verifyResetToken: defineRoute({
      method: "GET",
      path: "/api/verify-reset-token/:token",
      summary: "Whether a password reset link can still be used (400 when not)",
      access: "public",
      params: linkTokenParamsSchema,
      responses: { 200: resetTokenValidSchema },
    }),
    resetPassword: defineRoute({
      method: "POST",
      path: "/api/reset-password",
      summary: "Set a new password with a reset link's token; the account's sessions end",
      access: "public",
      body: resetPasswordSchema,
      responses: { 200: accountMessageSchema },
    }),
    changeEmail: defineRoute({
      method: "PUT",
      path: "/api/user/email",
      summary: "Change the email, given the password (the new one starts unverified)",
      access: "user",
      body: changeEmailSchema,
      responses: { 200: publicUserSchema },
    }),
    changePassword: defineRoute({
      method: "PUT",
      path: "/api/user/password",
      summary: "Change the password; the account's other sessions end",
      access: "user",
      body: changePasswordSchema,
      responses: { 200: accountMessageSchema },
    }),
  },
});
