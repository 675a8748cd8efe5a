import { CircleCheck, LinkIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useResetPassword } from "../api/reset-password";
import { useResetToken } from "../api/verify-reset-token";
import { NewPasswordForm } from "./new-password-form";
import { StatusCard } from "./status-card";

const REDIRECT_AFTER_MS = 3000;

/** `/reset-password/:token`: checks the link, then lets the visitor choose a new password. */
export function ResetPasswordPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const tokenQuery = useResetToken(token);
  const reset = useResetPassword();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate("/"), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <StatusCard title="Password Reset!" icon={<CircleCheck aria-hidden className="size-14 text-spotlight-400" />}>
        <p className="text-center text-cream-300">{reset.data.message}</p>
        <p role="status" className="mt-4 text-center text-sm text-cream-400">
          Taking you back to the main stage in 3 seconds...
        </p>
      </StatusCard>
    );
  }

  if (tokenQuery.isPending) {
    return (
      <StatusCard title="Reset Password" icon={<Spinner />}>
        <p className="text-center text-cream-300">Verifying your reset link...</p>
      </StatusCard>
    );
  }

  if (tokenQuery.isError) {
    return (
      <StatusCard
        title="Invalid Reset Link"
        tone="neon"
        icon={
          <span className="flex size-14 items-center justify-center rounded-full bg-neon-600/20 ring-1 ring-neon-500/50">
            <LinkIcon aria-hidden className="size-6 text-neon-400" />
          </span>
        }
      >
        <p className="text-center text-cream-300">
          This password reset link is invalid or has expired. Please request a new password reset.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link href="/auth">Back to Login</Link>
        </Button>
      </StatusCard>
    );
  }

  return (
    <StatusCard title="Reset Password">
      <p className="text-center text-cream-300">Choose a new password for your account.</p>
      <NewPasswordForm pending={reset.isPending} onSubmit={(password) => reset.mutate({ token, password })} />
    </StatusCard>
  );
}
