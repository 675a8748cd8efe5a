import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { loginSchema, type LoginInput } from "@shared/account/credentials";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/email-field";
import { FormAlert } from "@/components/ui/form-alert";
import { fieldHintId, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAuth } from "@/data/account/auth-provider";
import { showServerErrors } from "@/data/http/server-field-errors";

interface SignInFormProps {
  onSuccess?: () => void;
  /** Shows a "Forgot password?" link that hands over the email typed so far. */
  onForgotPassword?: (email: string) => void;
}

export function SignInForm({ onSuccess, onForgotPassword }: SignInFormProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const { loginMutation } = useAuth();
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        onSuccess?.();
        navigate("/dashboard");
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  const forgot = onForgotPassword && (
    <Button variant="link" size="sm" onClick={() => onForgotPassword(form.getValues("email"))}>
      Forgot password?
    </Button>
  );

  return (
    <form onSubmit={submit} className="grid gap-4">
      <EmailField id={`${id}-email`} error={errors.email?.message} registration={form.register("email")} />
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message} action={forgot}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          placeholder="Enter your password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldHintId(`${id}-password`) : undefined}
          {...form.register("password")}
        />
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
