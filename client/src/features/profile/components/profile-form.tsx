import { zodResolver } from "@hookform/resolvers/zod";
import { Blend, Bot, MapPin, MessageSquareQuote, Sparkles, Tags, UserRound } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Controller, useForm, type FieldError } from "react-hook-form";
import type { z } from "zod";
import type { Profile } from "@shared/profile/profile-dto";
import { profileFormSchema } from "@shared/profile/profile-input";
import { starterProblem } from "@shared/profile/sentence-starters";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useUpdateProfile } from "../api/update-profile";
import { KeywordListField } from "./keyword-list-field";

type FormInput = z.input<typeof profileFormSchema>;
type FormOutput = z.output<typeof profileFormSchema>;

/** The first message among a list field's errors (the list's own, or one entry's). */
function listError(error: (Partial<FieldError> & Record<number, FieldError | undefined>) | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  return Object.values(error).find((entry): entry is FieldError => typeof entry === "object" && entry !== null && "message" in entry)?.message;
}

function Section({ title, description, icon: Icon, children }: { title: string; description: string; icon: typeof MapPin; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-5 text-spotlight-400" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const toFormValues = (profile: Profile): FormInput => ({
  keywords: profile.keywords,
  setupKeywords: profile.setupKeywords,
  topicCategories: profile.topicCategories,
  sentenceStarters: profile.sentenceStarters,
  location: profile.location,
  aiFeaturesEnabled: profile.aiFeaturesEnabled,
});

export function ProfileForm({ profile, premium }: { profile: Profile; premium: boolean }) {
  const id = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });
  const save = useUpdateProfile({
    onSuccess: (saved) => {
      form.reset(toFormValues(saved));
      toast({ title: "Profile updated successfully!" });
    },
    onError: (error) => toast({ title: "Error updating profile", description: error.message, variant: "destructive" }),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values));

  const list = (name: "keywords" | "setupKeywords" | "topicCategories" | "sentenceStarters", field: Omit<Parameters<typeof KeywordListField>[0], "values" | "onChange" | "error">) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <KeywordListField {...field} values={value} onChange={onChange} error={listError(errors[name])} />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Location Settings" icon={MapPin} description="Where you perform: shows and open mics are found near it.">
          <FormField id={`${id}-location`} label="Location" error={errors.location?.message}>
            <Input
              id={`${id}-location`}
              autoComplete="address-level2"
              maxLength={100}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={errors.location ? fieldHintId(`${id}-location`) : undefined}
              {...form.register("location")}
            />
          </FormField>
        </Section>

        <Section title="Personal Keywords" icon={UserRound} description="Your life in words: people, places, habits. My Blender mixes them in.">
          {list("keywords", { label: "Personal keywords", entryName: "personal keyword", placeholder: "e.g. my dad, Texas, night shifts" })}
        </Section>

        <Section title="Setup Keywords" icon={Sparkles} description="How a bit feels: the attitude words that start a setup.">
          {list("setupKeywords", { label: "Setup keywords", entryName: "setup keyword", placeholder: "e.g. scary, weird" })}
        </Section>

        <Section title="Topic Categories" icon={Tags} description="What you talk about on stage.">
          {list("topicCategories", { label: "Topic categories", entryName: "topic category", placeholder: "e.g. dating, pets" })}
        </Section>
      </div>

      <Section title="Sentence Starters" icon={MessageSquareQuote} description="Openings My Blender fills in to make a prompt.">
        {list("sentenceStarters", {
          label: "Sentence starters",
          entryName: "sentence starter",
          placeholder: "e.g. What's {setup} about {topic} is...",
          hint: "Use {setup} for a setup keyword and {topic} for a topic category; no other placeholders.",
          check: starterProblem,
          layout: "rows",
        })}
      </Section>

      {premium && (
        <Section title="AI Writing Assistant" icon={Bot} description="Punchline suggestions, idea enhancement, topical prompts, and AI ideas and similes.">
          <Controller
            control={form.control}
            name="aiFeaturesEnabled"
            render={({ field: { value, onChange } }) => (
              <div className="flex items-center gap-3">
                <Checkbox id={`${id}-ai`} checked={value} onCheckedChange={(checked) => onChange(checked === true)} className="pointer-coarse:size-7" />
                <Label htmlFor={`${id}-ai`}>Use the AI Writing Assistant</Label>
              </div>
            )}
          />
        </Section>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="flex items-center gap-2 text-sm text-cream-400">
          <Blend aria-hidden className="size-4" />
          My Blender uses what you save here.
        </p>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}
