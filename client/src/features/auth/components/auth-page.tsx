import { useRef, useState } from "react";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuthMarketingPanel } from "./auth-marketing-panel";

export function AuthPage() {
  // The email typed into the sign-in form, handed to the reset request; null while it is closed.
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  // The control that opened it ("Forgot password?"): focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openReset = (email: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setResetEmail(email);
  };
  return (
    <div className="grid flex-1 items-center gap-10 lg:grid-cols-2">
      <Card className="mx-auto w-full max-w-md p-5 sm:p-8">
        <h1 className="font-display text-4xl tracking-wide text-cream-50">Grab the mic</h1>
        <p className="mt-1 mb-6 text-sm text-cream-300">Sign in or create an account to start writing.</p>
        <Tabs defaultValue="login">
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SignInForm onForgotPassword={openReset} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </Card>
      <AuthMarketingPanel />
      <Dialog open={resetEmail !== null} onOpenChange={(open) => !open && setResetEmail(null)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Reset Password</DialogTitle>
            <DialogDescription>Enter your email and we'll send you a link to reset your password.</DialogDescription>
          </DialogHeader>
          <ResetPasswordForm initialEmail={resetEmail ?? ""} onSent={() => setResetEmail(null)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
