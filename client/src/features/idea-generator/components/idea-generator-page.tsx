import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { useProfile } from "@/data/profile/queries";
import { useSiteSettings } from "@/data/site-settings/queries";
import { Blender } from "./blender";

export function IdeaGeneratorPage() {
  const profile = useProfile();
  const settings = useSiteSettings({ enabled: true });

  return (
    <div className="flex flex-col">
      <PageHeader title="My Blender" description="Your keywords, shaken into prompts. Finish the sentence, find the bit." />
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neon-500/50 px-4 py-8 text-center">
          <p className="text-cream-300">Your keywords could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Blender profile={profile.data} jokeMachineOn={settings.data?.joke_machine_enabled === true} />
      )}
    </div>
  );
}
