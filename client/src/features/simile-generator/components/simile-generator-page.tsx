import { Quote } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { AiProgress } from "@/components/ai-progress";
import { CopyButton } from "@/components/copy-button";
import { PageHeader } from "@/components/page-header";
import { PremiumHint } from "@/components/premium-hint";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/data/account/auth-provider";
import { useProfile } from "@/data/profile/queries";
import { useSiteSettings } from "@/data/site-settings/queries";
import { useGenerateSimiles } from "../api/generate-similes";
import { SaveSimileButton } from "./save-simile-button";
import { SimileForm } from "./simile-form";
import { SimileTips } from "./simile-tips";

function SwitchedOff() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <Quote aria-hidden className="size-12 text-cream-400" />
      <h2 className="font-display text-3xl tracking-wide text-cream-50">Simile Generator is switched off</h2>
      <p className="max-w-md text-cream-300">The site's administrators have turned the Simile Generator off for now.</p>
      <Button asChild variant="outline">
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </Card>
  );
}

function Generator({ canUseAI, premium }: { canUseAI: boolean; premium: boolean }) {
  const [similes, setSimiles] = useState<string[]>([]);
  const [topic, setTopic] = useState("");
  const generate = useGenerateSimiles({
    onSuccess: (answer, input) => {
      setSimiles(answer.similes);
      setTopic(input.topic);
      if (answer.source === "fallback" && canUseAI) {
        toast({ title: "Generated with fallback", description: "AI generation failed, showing basic similes.", variant: "destructive" });
      }
    },
    onError: (error) => toast({ title: "Error generating similes", description: error.message, variant: "destructive" }),
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="grid gap-6">
        <Card className="bg-spotlight">
          <CardHeader>
            <CardTitle>Make a Simile</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SimileForm canUseAI={canUseAI} pending={generate.isPending} onGenerate={(input) => generate.mutate(input)} />
            {!canUseAI && <PremiumHint switchedOff={premium} what="eight fresh similes written for your topic and context" />}
          </CardContent>
        </Card>
        <SimileTips />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Similes</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {generate.isPending && <AiProgress label={canUseAI ? "Writing similes..." : "Finding similes..."} onCancel={generate.cancel} />}
          {similes.length === 0 ? (
            <p className="text-sm text-cream-400">Pick a topic and a style, then press Generate Similes.</p>
          ) : (
            <ul aria-label="Similes" className="grid gap-2">
              {similes.map((simile, index) => (
                <li key={`${index}-${simile}`} className="flex items-start gap-2 rounded-xl border border-stage-700 bg-stage-950/60 py-2 pr-1 pl-3">
                  <p className="flex-1 py-1.5 text-cream-100 break-words">{simile}</p>
                  <SaveSimileButton key={simile} simile={simile} topic={topic} />
                  <CopyButton text={simile} label={`Copy: ${simile}`} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function SimileGeneratorPage() {
  const { user } = useAuth();
  const settings = useSiteSettings({ enabled: true });
  const profile = useProfile();

  const body = () => {
    if (settings.isPending || profile.isPending) return <PageSpinner />;
    if (settings.data?.simile_generator_enabled === false) return <SwitchedOff />;
    return <Generator canUseAI={profile.data?.canUseAI === true} premium={user?.subscriptionTier === "premium"} />;
  };

  return (
    <div className="flex flex-col">
      <PageHeader title="Simile Generator" description="Comparisons that land: pick a topic, pick a style." />
      {body()}
    </div>
  );
}
