import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { emailSchema } from "@shared/account/credentials";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/email-field";
import { FormAlert } from "@/components/ui/form-alert";
import { fieldHintId, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAuth } from "@/data/account/auth-provider";
import { showServerErrors } from "@/data/http/server-field-errors";

/** Strength rules are the server's; the form needs the fields filled in and the two passwords equal. */
const signUpFormSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, "Password is required"),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], message: "Passwords don't match" });

type SignUpFormValues = z.output<typeof signUpFormSchema>;

export function SignUpForm({ onSuccess }: { onSuccess?: () => void }) {
  const id = useId();
  const [, navigate] = useLocation();
  const { registerMutation } = useAuth();
  const form = useForm<z.input<typeof signUpFormSchema>, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email, password }) => {
    registerMutation.mutate(
      { email, password },
      {
        onSuccess: () => {
          form.reset();
          onSuccess?.();
          navigate("/dashboard");
        },
        onError: (error) => showServerErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <EmailField
        id={`${id}-email`}
        hint="We'll send you a verification email"
        error={errors.email?.message}
        registration={form.register("email")}
      />
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          placeholder="Create a strong password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? fieldHintId(`${id}-password`) : undefined}
          {...form.register("password")}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          placeholder="Type it again"
          required
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? fieldHintId(`${id}-confirm`) : undefined}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
