import { z } from "zod";
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from "./credentials";

const currentPassword = z
  .string({ error: "Please enter your current password" })
  .min(1, "Please enter your current password")
  .max(PASSWORD_MAX_LENGTH);

const token = z.string({ error: "The link is missing its token" }).trim().min(1).max(200);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token, password: newPasswordSchema });
export const changeEmailSchema = z.object({ email: emailSchema, password: currentPassword });
export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
export const linkTokenParamsSchema = z.object({ token });

/** DELETE /api/user: the account's password, asked again before everything is deleted. */
export const deleteAccountSchema = z.object({ password: currentPassword });
