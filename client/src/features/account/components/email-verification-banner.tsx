import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "../api/resend-verification";

/** Shown while the account's email is unverified, with a way to get a fresh link. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <aside
      aria-label="Email verification"
      className="flex flex-col gap-4 rounded-2xl border border-spotlight-500/50 bg-gradient-to-r from-spotlight-500/15 via-stage-900 to-stage-900 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-spotlight-500/15 text-spotlight-400 sm:flex">
        <MailWarning aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-cream-50">Please verify your email address</p>
        <p className="mt-1 text-sm break-words text-cream-300">
          We sent a verification link to <span className="text-cream-100">{email}</span>. Can't find it? Check your spam
          folder or send a new one.
        </p>
      </div>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? "Sending..." : "Resend Verification Email"}
      </Button>
    </aside>
  );
}
