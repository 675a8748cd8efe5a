import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { emailSchema } from "@shared/account/credentials";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/email-field";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { useChangeEmail } from "../api/change-email";
import { SettingsSection } from "./settings-section";

/** The password check is a toast (spec), so the schema only shapes the email. */
const emailFormSchema = z.object({ email: emailSchema, password: z.string() });

interface EmailFormProps {
  email: string;
  verified: boolean;
}

export function EmailForm({ email, verified }: EmailFormProps) {
  const id = useId();
  const changeEmail = useChangeEmail();
  const form = useForm<z.input<typeof emailFormSchema>, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit((values) => {
    if (!values.password) {
      toast({
        title: "Password required",
        description: "Please enter your current password to update email",
        variant: "destructive",
      });
      return;
    }
    changeEmail.mutate(values, { onSuccess: () => form.reset() });
  });

  return (
    <SettingsSection title="Email Address" icon={Mail} description="Where we send verification and reset links.">
      <div className="mb-5 flex flex-wrap items-center gap-2 rounded-lg bg-stage-950/60 px-3 py-2.5 ring-1 ring-stage-700">
        <span className="text-xs tracking-wider text-cream-400 uppercase">Current</span>
        <span data-testid="current-email" className="min-w-0 font-medium break-all text-cream-50">
          {email}
        </span>
        <Badge variant={verified ? "spotlight" : "muted"} className="ml-auto">
          {verified ? "Verified" : "Unverified"}
        </Badge>
      </div>
      <form onSubmit={submit} className="grid gap-4">
        <EmailField id={`${id}-email`} label="New Email" error={emailError} registration={form.register("email")} />
        <FormField id={`${id}-password`} label="Current Password">
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            placeholder="Confirm it's you"
            {...form.register("password")}
          />
        </FormField>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={changeEmail.isPending}>
          {changeEmail.isPending ? "Updating..." : "Update Email"}
        </Button>
      </form>
    </SettingsSection>
  );
}
