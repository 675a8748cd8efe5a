import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { newPasswordProblem } from "@/lib/password-checks";
import { useChangePassword } from "../api/change-password";
import { SettingsSection } from "./settings-section";

/** Match and length of the new password are toasts (spec); only the current password is checked inline. */
const passwordFormSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password"),
  newPassword: z.string(),
  confirmPassword: z.string(),
});

type PasswordFormValues = z.output<typeof passwordFormSchema>;

export function PasswordForm() {
  const id = useId();
  const changePassword = useChangePassword();
  const form = useForm<z.input<typeof passwordFormSchema>, unknown, PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const currentError = form.formState.errors.currentPassword?.message;

  const submit = form.handleSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    const problem = newPasswordProblem(newPassword, confirmPassword);
    if (problem) {
      toast(problem);
      return;
    }
    changePassword.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() });
  });

  return (
    <SettingsSection
      title="Change Password"
      icon={KeyRound}
      description="At least 6 characters. Your other devices get signed out."
    >
      <form onSubmit={submit} className="grid gap-4">
        <FormField id={`${id}-current`} label="Current Password" error={currentError}>
          <PasswordInput
            id={`${id}-current`}
            autoComplete="current-password"
            aria-describedby={currentError ? fieldHintId(`${id}-current`) : undefined}
            {...form.register("currentPassword")}
          />
        </FormField>
        <FormField id={`${id}-new`} label="New Password">
          <PasswordInput id={`${id}-new`} autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField id={`${id}-confirm`} label="Confirm New Password">
          <PasswordInput id={`${id}-confirm`} autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={changePassword.isPending}>
          {changePassword.isPending ? "Updating..." : "Update Password"}
        </Button>
      </form>
    </SettingsSection>
  );
}
