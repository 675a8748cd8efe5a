import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { newPasswordProblem } from "@/lib/password-checks";

interface NewPasswordFormProps {
  pending: boolean;
  onSubmit: (password: string) => void;
}

export function NewPasswordForm({ pending, onSubmit }: NewPasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      toast(problem);
      return;
    }
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4">
      <FormField id={`${id}-new`} label="New Password" hint="At least 6 characters.">
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          placeholder="Create a strong password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm New Password">
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          placeholder="Type it once more"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? "Resetting Password..." : "Reset Password"}
      </Button>
    </form>
  );
}
