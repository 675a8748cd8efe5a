import { CheckCircle2, CircleDashed } from "lucide-react";
import { formatE164 } from "@shared/account/phone";
import { isSmsEnabled, type TwilioPhoneNumber } from "@shared/sms/phone-number";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

interface PhoneNumberRowProps {
  number: TwilioPhoneNumber;
  pending: boolean;
  onEnable: (sid: string) => void;
}

export function PhoneNumberRow({ number, pending, onEnable }: PhoneNumberRowProps) {
  const enabled = isSmsEnabled(number);
  const capabilities = (["sms", "mms", "voice"] as const).filter((c) => number.capabilities[c]);
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-4" aria-label={formatE164(number.phoneNumber)}>
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-cream-50">{formatE164(number.phoneNumber)}</p>
        <p className="truncate text-sm text-cream-300">{number.friendlyName}</p>
        <div className="flex flex-wrap gap-1.5">
          {enabled ? (
            <Badge>
              <CheckCircle2 aria-hidden className="size-3.5" /> SMS Enabled
            </Badge>
          ) : (
            <Badge variant="muted">
              <CircleDashed aria-hidden className="size-3.5" /> Not Configured
            </Badge>
          )}
          {capabilities.map((c) => (
            <Badge key={c} variant="muted" className="uppercase">
              {c}
            </Badge>
          ))}
        </div>
      </div>
      <Button
        variant={enabled ? "outline" : "default"}
        disabled={pending || !number.capabilities.sms}
        onClick={() => onEnable(number.sid)}
      >
        {pending ? "Saving..." : enabled ? "Reconfigure" : "Enable SMS"}
      </Button>
    </li>
  );
}
