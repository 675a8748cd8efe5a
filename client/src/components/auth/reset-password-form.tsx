import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { forgotPasswordSchema } from "@shared/account/account-changes";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/email-field";
import { useForgotPassword } from "./api/forgot-password";

interface ResetPasswordFormProps {
  initialEmail: string;
  onSent: () => void;
}

export function ResetPasswordForm({ initialEmail, onSent }: ResetPasswordFormProps) {
  const id = useId();
  const forgotPassword = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit((values) =>
    forgotPassword.mutate(values, {
      onSuccess: () => {
        form.reset({ email: "" });
        onSent();
      },
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4">
      <EmailField id={`${id}-email`} error={error} registration={form.register("email")} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={forgotPassword.isPending}>
        {forgotPassword.isPending ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}
