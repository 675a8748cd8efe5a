import { CircleCheck } from "lucide-react";
import { SMS_JOKE_FORMAT } from "@shared/account/sms-format";

export function VerifiedStep({ phone }: { phone: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl bg-spotlight-500/10 p-4 ring-1 ring-spotlight-500/40">
      <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-spotlight-400" />
      <div className="min-w-0">
        <p className="font-semibold text-cream-50">You're all set!</p>
        <p className="mt-1 text-sm text-cream-300">
          Texts from <span className="whitespace-nowrap text-cream-100">{phone}</span> in the form{" "}
          <code className="rounded bg-stage-950/70 px-1.5 py-0.5 text-spotlight-300">{SMS_JOKE_FORMAT}</code> now land
          in your Joke Notes.
        </p>
      </div>
    </div>
  );
}
