import { MessageSquareText, PhoneOff } from "lucide-react";
import { formatE164 } from "@shared/account/phone";
import { SMS_JOKE_FORMAT } from "@shared/account/sms-format";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useRemovePhone } from "../api/remove-phone";
import { useSmsInfo } from "@/data/sms/info";
import { SettingsSection } from "./settings-section";

interface SmsCaptureCardProps {
  /** The member's verified number (E.164), or null when none is verified. */
  verifiedPhone: string | null;
}

function CaptureNumber() {
  const info = useSmsInfo();
  if (info.isLoading) return <Skeleton className="h-7 w-40" />;
  const number = info.data?.captureNumber;
  if (!number) {
    return (
      <>
        <span className="font-semibold text-cream-300">Not configured yet</span>
        <span className="block text-xs text-cream-400">Texting isn't switched on for this site yet. Check back soon.</span>
      </>
    );
  }
  return <span className="font-display text-3xl tracking-wider text-spotlight-300">{formatE164(number)}</span>;
}

export function SmsCaptureCard({ verifiedPhone }: SmsCaptureCardProps) {
  const info = useSmsInfo();
  const removePhone = useRemovePhone();
  const format = info.data?.format ?? SMS_JOKE_FORMAT;

  return (
    <SettingsSection
      title="SMS Joke Capture"
      icon={MessageSquareText}
      description="Thought of something on the drive home? Text it in and it syncs to your Joke Notes."
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-xs tracking-wider text-cream-400 uppercase">Text your jokes to</dt>
          <dd>
            <CaptureNumber />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-xs tracking-wider text-cream-400 uppercase">Message format</dt>
          <dd>
            <code className="inline-block rounded-md bg-stage-950 px-2 py-1 font-mono text-sm text-spotlight-300 ring-1 ring-stage-700">
              {format}
            </code>
            <span className="mt-1.5 block text-xs text-cream-400">
              e.g. joke: My therapist says I'm too competitive / So is mine, but mine says it louder
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-5 border-t border-stage-700 pt-4">
        {verifiedPhone ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-cream-300">
              Texts from{" "}
              <span className="font-semibold whitespace-nowrap text-cream-50">{formatE164(verifiedPhone)}</span> are
              saved to your account.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={removePhone.isPending}
              onClick={() => removePhone.mutate()}
            >
              <PhoneOff aria-hidden />
              {removePhone.isPending ? "Removing..." : "Remove Number"}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-cream-300">Verify your phone number above to start texting jokes in.</p>
        )}
      </div>
    </SettingsSection>
  );
}
