import { useEffect, useRef, useState, type RefObject } from "react";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export type AuthDialogName = "sign-in" | "sign-up" | "reset";

interface AuthDialogsProps {
  dialog: AuthDialogName | null;
  /** The control that opened the first dialog: focus returns to it when the last one closes. */
  opener: RefObject<HTMLElement | null>;
  onDialogChange: (dialog: AuthDialogName | null) => void;
}

/** Sign in, sign up and reset password: one open at a time, each linking to the others. */
export function AuthDialogs({ dialog, opener, onDialogChange }: AuthDialogsProps) {
  const [resetEmail, setResetEmail] = useState("");
  // Radix returns focus a tick after a dialog closes; by then this holds the dialog now open
  // (another one, when the comedian switched), and focus goes back only when none is.
  const current = useRef(dialog);
  useEffect(() => {
    current.current = dialog;
  });
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (current.current === null) opener.current?.focus();
  };
  const close = () => onDialogChange(null);
  const openChange = (name: AuthDialogName) => (open: boolean) => onDialogChange(open ? name : null);
  const switchTo = (name: AuthDialogName, label: string) => (
    <Button variant="link" size="sm" onClick={() => onDialogChange(name)}>
      {label}
    </Button>
  );

  return (
    <>
      <Dialog open={dialog === "sign-in"} onOpenChange={openChange("sign-in")}>
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogHeader>
            <DialogTitle>Welcome Back</DialogTitle>
            <DialogDescription>Sign in to pick up where your last set left off.</DialogDescription>
          </DialogHeader>
          <SignInForm
            onSuccess={close}
            onForgotPassword={(email) => {
              setResetEmail(email);
              onDialogChange("reset");
            }}
          />
          <p className="mt-5 text-center text-sm text-cream-300">
            Don't have an account? {switchTo("sign-up", "Sign up")}
          </p>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === "sign-up"} onOpenChange={openChange("sign-up")}>
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogHeader>
            <DialogTitle>Join Comedy Toolkit</DialogTitle>
            <DialogDescription>Start capturing ideas and crafting jokes in minutes.</DialogDescription>
          </DialogHeader>
          <SignUpForm onSuccess={close} />
          <p className="mt-5 text-center text-sm text-cream-300">
            Already have an account? {switchTo("sign-in", "Sign in")}
          </p>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === "reset"} onOpenChange={openChange("reset")}>
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogHeader>
            <DialogTitle>Reset Password</DialogTitle>
            <DialogDescription>Enter your email and we'll send you a link to reset your password.</DialogDescription>
          </DialogHeader>
          <ResetPasswordForm
            initialEmail={resetEmail}
            onSent={() => {
              setResetEmail("");
              close();
            }}
          />
          <p className="mt-5 text-center text-sm text-cream-300">
            Remembered it? {switchTo("sign-in", "Back to sign in")}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
