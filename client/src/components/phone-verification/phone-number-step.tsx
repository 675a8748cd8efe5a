import { useId, useState, type FormEvent } from "react";
import { formatPhoneInput, INVALID_PHONE_MESSAGE, PHONE_INPUT_MAX_LENGTH, toE164 } from "@shared/account/phone";
import { Button } from "@/components/ui/button";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorAlert } from "./error-alert";

interface PhoneNumberStepProps {
  phone: string;
  onPhoneChange: (formatted: string) => void;
  /** Called with the E.164 number once the input holds exactly 10 digits. */
  onSubmit: (e164: string) => void;
  pending: boolean;
  serverError: string | null;
}

export function PhoneNumberStep({ phone, onPhoneChange, onSubmit, pending, serverError }: PhoneNumberStepProps) {
  const id = useId();
  const inputId = `${id}-phone`;
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e164 = toE164(phone);
    if (!e164) {
      setInvalid(true);
      return;
    }
    onSubmit(e164);
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <FormField
        id={inputId}
        label="Phone Number"
        hint="US numbers only. We'll text you a 6-digit code."
        error={invalid ? INVALID_PHONE_MESSAGE : undefined}
      >
        <Input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={phone}
          aria-invalid={invalid || undefined}
          className="aria-invalid:border-neon-500"
          aria-describedby={fieldHintId(inputId)}
          onChange={(event) => {
            setInvalid(false);
            onPhoneChange(formatPhoneInput(event.target.value));
          }}
        />
      </FormField>
      {serverError && <ErrorAlert message={serverError} />}
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={pending}>
        {pending ? "Sending..." : "Send Code"}
      </Button>
    </form>
  );
}
