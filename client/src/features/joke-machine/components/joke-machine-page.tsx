import { Blend, Cog, NotebookPen } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/page-header";
import { PremiumHint } from "@/components/premium-hint";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PageSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/data/account/auth-provider";
import { useProfile } from "@/data/profile/queries";
import { useSiteSettings } from "@/data/site-settings/queries";
import { useCreateNoteFromIdea } from "../api/create-note-from-idea";
import { WritingAssistant } from "./writing-assistant";

const IDEA_MAX = 2_000;

function SwitchedOff() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <Cog aria-hidden className="size-12 text-cream-400" />
      <h2 className="font-display text-3xl tracking-wide text-cream-50">Joke Machine is switched off</h2>
      <p className="max-w-md text-cream-300">The site's administrators have turned Joke Machine off for now. Your ideas are safe in My Blender.</p>
      <Button asChild variant="outline">
        <Link href="/idea-generator">Back to My Blender</Link>
      </Button>
    </Card>
  );
}

function Workbench({ initialIdea, canUseAI, premium }: { initialIdea: string; canUseAI: boolean; premium: boolean }) {
  const id = useId();
  const [idea, setIdea] = useState(initialIdea);
  const [, navigate] = useLocation();
  const create = useCreateNoteFromIdea({
    onSuccess: (note) => {
      toast({ title: "Idea ready to work on!" });
      navigate(`/joke-notes?edit=${note.id}`);
    },
    onError: (error) => toast({ title: "Error creating joke note", description: error.message, variant: "destructive" }),
  });

  const createNote = () => {
    if (!idea.trim()) {
      toast({ title: "Idea required", description: "Write or pick an idea first.", variant: "destructive" });
      return;
    }
    create.mutate({ setup: idea.trim(), punchline: "" });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Card className="bg-spotlight lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle>Your Idea</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField id={`${id}-idea`} label="Idea" hint="Edit it as you like; it becomes the setup of a new joke note.">
            <Textarea
              id={`${id}-idea`}
              value={idea}
              maxLength={IDEA_MAX}
              rows={5}
              onChange={(event) => setIdea(event.target.value)}
              placeholder="Type an idea, or bring one from My Blender."
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button onClick={createNote} disabled={create.isPending} className="pointer-coarse:h-11">
              <NotebookPen aria-hidden />
              {create.isPending ? "Creating..." : "Create Joke Note"}
            </Button>
            <Button asChild variant="outline" className="pointer-coarse:h-11">
              <Link href="/idea-generator">
                <Blend aria-hidden />
                My Blender
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      {canUseAI ? (
        <WritingAssistant idea={idea} onUseIdea={setIdea} />
      ) : (
        <PremiumHint switchedOff={premium} what="punchline suggestions, idea enhancement and topical prompts" />
      )}
    </div>
  );
}

export function JokeMachinePage() {
  const { user } = useAuth();
  const settings = useSiteSettings({ enabled: true });
  const profile = useProfile();
  const idea = new URLSearchParams(useSearch()).get("idea") ?? "";

  const body = () => {
    if (settings.isPending || profile.isPending) return <PageSpinner />;
    if (settings.data?.joke_machine_enabled === false) return <SwitchedOff />;
    return (
      <Workbench
        initialIdea={idea.slice(0, IDEA_MAX)}
        canUseAI={profile.data?.canUseAI === true}
        premium={user?.subscriptionTier === "premium"}
      />
    );
  };

  return (
    <div className="flex flex-col">
      <PageHeader title="Joke Machine" description="Turn an idea into a joke note, with the writing assistant at your elbow." />
      {body()}
    </div>
  );
}
