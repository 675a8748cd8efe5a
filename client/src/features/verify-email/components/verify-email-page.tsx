import { CircleCheck, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/data/http/api-error";
import { cn } from "@/lib/utils";
import { useVerifyEmail } from "../api/verify-email";

/** The server's reason ("Invalid verification link"), else the spec's words for an answer or its absence. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "Network error occurred";
  return error.serverMessage ?? "Verification failed";
}

function VerifyCard({ tone = "spotlight", children }: { tone?: "spotlight" | "neon"; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center pt-2 sm:items-center sm:pt-0">
      <Card
        className={cn(
          "relative flex w-full max-w-md flex-col items-center gap-4 overflow-hidden p-6 text-center sm:p-8",
          tone === "neon" && "border-neon-600/50",
        )}
      >
        <div aria-hidden className="bg-curtain absolute inset-x-0 top-0 h-1.5" />
        {children}
      </Card>
    </div>
  );
}

/** `/verify-email/:token`: spends the link on load and reports the outcome. Open to visitors too. */
export function VerifyEmailPage() {
  const { token = "" } = useParams<{ token: string }>();
  const verification = useVerifyEmail(token);

  if (verification.isPending) {
    return (
      <VerifyCard>
        <Spinner />
        <h1 className="font-display text-4xl tracking-wide text-cream-50">Verifying Your Email</h1>
        <p className="text-cream-300">Hang tight, checking your link...</p>
      </VerifyCard>
    );
  }

  if (verification.isError) {
    return (
      <VerifyCard tone="neon">
        <span className="flex size-14 items-center justify-center rounded-full bg-neon-600/20 ring-1 ring-neon-500/50">
          <MailX aria-hidden className="size-7 text-neon-400" />
        </span>
        <h1 className="font-display text-4xl tracking-wide text-cream-50">{failureMessage(verification.error)}</h1>
        <p className="text-cream-300">The verification link may be invalid or expired.</p>
        <div className="mt-2 grid w-full gap-2">
          <Button asChild size="lg" className="h-auto min-h-12 py-2 whitespace-normal">
            <Link href="/profile-settings">Request New Verification Email</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="h-auto min-h-12 py-2 whitespace-normal">
            <Link href="/dashboard">Continue to Dashboard</Link>
          </Button>
        </div>
      </VerifyCard>
    );
  }

  return (
    <VerifyCard>
      <CircleCheck aria-hidden className="size-14 text-spotlight-400" />
      <h1 className="font-display text-4xl tracking-wide text-cream-50">Email Verified</h1>
      <p className="text-cream-300">{verification.data.message}</p>
      <Button asChild size="lg" className="mt-2 w-full">
        <Link href="/dashboard">Go to Dashboard</Link>
      </Button>
    </VerifyCard>
  );
}
