import { PASSWORD_MIN_LENGTH } from "@shared/account/credentials";
import type { ToastInput } from "@/components/ui/use-toast";

/**
 * The client-side checks for choosing a new password (reset link and Change Password):
 * the two entries must match, then the password must be long enough. Null when fine.
 */
export function newPasswordProblem(password: string, confirmation: string): ToastInput | null {
  if (password !== confirmation) {
    return {
      title: "Passwords don't match",
      description: "Please make sure both passwords are identical.",
      variant: "destructive",
    };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: "Password too short",
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
      variant: "destructive",
    };
  }
  return null;
}
