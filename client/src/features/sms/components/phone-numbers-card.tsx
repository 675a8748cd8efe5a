import { Phone } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/data/http/api-error";
import { usePhoneNumbers } from "@/data/sms/phone-numbers";
import { useUpdateWebhook } from "../api/update-webhook";
import { PhoneNumberRow } from "./phone-number-row";
import { TwilioNotConfigured } from "./twilio-not-configured";

export function PhoneNumbersCard() {
  const numbers = usePhoneNumbers();
  const update = useUpdateWebhook();
  const notConfigured = numbers.error instanceof ApiError && numbers.error.status === 503;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Phone aria-hidden className="size-5 text-spotlight-400" /> Phone Numbers
        </CardTitle>
        <CardDescription>
          Numbers on the Twilio account. Enable SMS to point a number&apos;s incoming texts at this app.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {numbers.isPending && (
          <div className="space-y-3" aria-label="Loading phone numbers">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
        {notConfigured && <TwilioNotConfigured />}
        {numbers.isError && !notConfigured && (
          <p role="alert" className="text-neon-300">
            {numbers.error.message}
          </p>
        )}
        {numbers.data?.length === 0 && <p className="text-cream-300">This Twilio account has no phone numbers yet.</p>}
        {numbers.data && numbers.data.length > 0 && (
          <ul className="divide-y divide-stage-700">
            {numbers.data.map((n) => (
              <PhoneNumberRow
                key={n.sid}
                number={n}
                pending={update.isPending && update.variables?.phoneNumberSid === n.sid}
                onEnable={(sid) => update.mutate({ phoneNumberSid: sid })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
