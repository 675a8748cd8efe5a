import { Smartphone } from "lucide-react";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError, serverMessageOf } from "@/data/http/api-error";
import { toast } from "@/components/ui/use-toast";
import { useConfirmPhoneCode } from "./api/confirm-phone-code";
import { useRequestPhoneCode } from "./api/request-phone-code";
import { CodeStep } from "./code-step";
import { PhoneNumberStep } from "./phone-number-step";
import { useCooldown } from "./use-cooldown";
import { VerifiedStep } from "./verified-step";

export type PhoneVerificationStep = "enter-phone" | "enter-code" | "verified";

const RESEND_COOLDOWN_MS = 60_000;
const CLOSE_AFTER_SUCCESS_MS = 2000;

const DESCRIPTIONS: Record<PhoneVerificationStep, string> = {
  "enter-phone": "Verify your number once, then text jokes straight into your collection.",
  "enter-code": "Check your messages for the code.",
  verified: "Your phone is ready for SMS joke capture.",
};

interface PhoneVerificationWidgetProps {
  /** Called 2 seconds after the number is verified; the owner then hides the widget. */
  onClose: () => void;
}

/** Enter phone → enter the texted code → verified. The cached session user is updated on success. */
export function PhoneVerificationWidget({ onClose }: PhoneVerificationWidgetProps) {
  const titleId = useId();
  const [step, setStep] = useState<PhoneVerificationStep>("enter-phone");
  const [phone, setPhone] = useState("");
  const [e164, setE164] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown(RESEND_COOLDOWN_MS);
  const requestCode = useRequestPhoneCode();
  const confirmCode = useConfirmPhoneCode();

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (step !== "verified") return;
    const timer = window.setTimeout(() => close(), CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const sendCode = (phoneNumber: string) => {
    setError(null);
    requestCode.mutate(
      { phoneNumber },
      {
        onSuccess: () => {
          setE164(phoneNumber);
          setCode("");
          setStep("enter-code");
          cooldown.start();
        },
        onError: (err) => setError(serverMessageOf(err) ?? "Failed to send verification code"),
      },
    );
  };

  const verify = (verificationCode: string) => {
    setError(null);
    confirmCode.mutate(
      { verificationCode },
      {
        onSuccess: () => setStep("verified"),
        onError: (err) => {
          setCode("");
          setError(serverMessageOf(err) ?? "Invalid verification code");
          // A wrong, expired or too often tried code is the comedian's to fix here; anything else
          // (the number taken meanwhile, the server or the network failing) failed the change itself.
          const codeProblem = err instanceof ApiError && (err.status === 400 || err.status === 429);
          if (!codeProblem) {
            toast({ title: "Error updating phone number", description: serverMessageOf(err) ?? err.message, variant: "destructive" });
          }
        },
      },
    );
  };

  const changeNumber = () => {
    setError(null);
    setCode("");
    setStep("enter-phone");
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="relative overflow-hidden border-spotlight-500/40">
      <div aria-hidden className="absolute inset-y-0 left-0 w-1 bg-spotlight-500/70" />
      <CardHeader className="flex-row items-start gap-3 pb-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-spotlight-500/15 text-spotlight-400">
          <Smartphone aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <CardTitle id={titleId}>SMS Phone Verification</CardTitle>
          <CardDescription>{DESCRIPTIONS[step]}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {step === "enter-phone" && (
          <PhoneNumberStep
            phone={phone}
            onPhoneChange={setPhone}
            onSubmit={sendCode}
            pending={requestCode.isPending}
            serverError={error}
          />
        )}
        {step === "enter-code" && (
          <CodeStep
            phone={phone}
            code={code}
            onCodeChange={setCode}
            onSubmit={verify}
            onResend={() => sendCode(e164)}
            onChangeNumber={changeNumber}
            resendSecondsLeft={cooldown.secondsLeft}
            verifying={confirmCode.isPending}
            resending={requestCode.isPending}
            error={error}
          />
        )}
        {step === "verified" && <VerifiedStep phone={phone} />}
      </CardContent>
    </Card>
  );
}
