import { useId, type FormEvent } from "react";
import { digitsOnly, VERIFICATION_CODE_LENGTH } from "@shared/account/phone";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorAlert } from "./error-alert";

interface CodeStepProps {
  phone: string;
  code: string;
  onCodeChange: (digits: string) => void;
  /** Called with the 6 digits: on the sixth typed digit, or with the Verify button. */
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  resendSecondsLeft: number;
  verifying: boolean;
  resending: boolean;
  error: string | null;
}

export function CodeStep(props: CodeStepProps) {
  const { phone, code, onCodeChange, onSubmit, onResend, onChangeNumber, resendSecondsLeft, verifying, resending, error } =
    props;
  const id = useId();
  const inputId = `${id}-code`;
  const complete = code.length === VERIFICATION_CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !verifying) onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-cream-300">
        Enter the {VERIFICATION_CODE_LENGTH}-digit code we texted to{" "}
        <span className="font-semibold whitespace-nowrap text-cream-50">{phone}</span>.
      </p>
      <FormField id={inputId} label="Verification Code">
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          readOnly={verifying}
          className="h-12 max-w-56 text-center font-mono text-xl tracking-[0.45em] sm:text-xl"
          onChange={(event) => {
            const digits = digitsOnly(event.target.value).slice(0, VERIFICATION_CODE_LENGTH);
            onCodeChange(digits);
            if (digits.length === VERIFICATION_CODE_LENGTH && !verifying) onSubmit(digits);
          }}
        />
      </FormField>
      {error && <ErrorAlert message={error} />}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!complete || verifying}>
          {verifying ? "Verifying..." : "Verify Code"}
        </Button>
        <Button variant="outline" onClick={onResend} disabled={resendSecondsLeft > 0 || resending}>
          {resendSecondsLeft > 0 ? `Resend in ${resendSecondsLeft}s` : resending ? "Sending..." : "Resend Code"}
        </Button>
        <Button variant="ghost" onClick={onChangeNumber}>
          Change Number
        </Button>
      </div>
    </form>
  );
}
