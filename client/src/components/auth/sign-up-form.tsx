import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { emailSchema } from "@shared/account/credentials";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/email-field";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAuth } from "@/lib/auth/auth-provider";

/** Strength rules are the server's; the form only needs the fields filled in. */
const signUpFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required"),
  confirmPassword: z.string(),
});

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

  const submit = form.handleSubmit(({ email, password, confirmPassword }) => {
    if (password !== confirmPassword) {
      window.alert("Passwords don't match");
      return;
    }
    registerMutation.mutate(
      { email, password },
      {
        onSuccess: () => {
          form.reset();
          onSuccess?.();
          navigate("/dashboard");
        },
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
          {...form.register("password")}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm Password">
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          placeholder="Type it again"
          required
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
