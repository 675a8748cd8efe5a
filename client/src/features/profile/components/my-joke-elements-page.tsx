import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/data/account/auth-provider";
import { useProfile } from "@/data/profile/queries";
import { ProfileForm } from "./profile-form";

export function MyJokeElementsPage() {
  const { user } = useAuth();
  const profile = useProfile();

  return (
    <div className="flex flex-col">
      <PageHeader title="My Elements" description="The words and openings your writing is built from." />
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neon-500/50 px-4 py-8 text-center">
          <p className="text-cream-300">Your elements could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileForm profile={profile.data} premium={user?.subscriptionTier === "premium"} />
      )}
    </div>
  );
}
