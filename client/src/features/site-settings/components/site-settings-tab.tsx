import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminSiteSettings } from "../api/get-site-settings";
import { useUpdateSiteSettings } from "../api/update-site-settings";
import { ToggleRow } from "@/components/toggle-row";

/** The two feature switches every visitor's client reads. */
export function SiteSettingsTab() {
  const settings = useAdminSiteSettings();
  const update = useUpdateSiteSettings();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="size-5 text-spotlight-400" /> Site Settings
        </CardTitle>
        <CardDescription>Turn features on or off for everyone. Comedians see the change on their next visit.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : settings.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-neon-300">
            Settings could not be loaded: {settings.error.message}
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="divide-y divide-stage-700">
            <ToggleRow
              label="Joke Machine"
              description="Turns ideas from My Blender into jokes to work on."
              checked={settings.data.joke_machine_enabled}
              onChange={(on) => update.mutate({ jokeDeviceEnabled: on })}
            />
            <ToggleRow
              label="Simile Generator"
              description="Shows the Simile Generator in the navigation."
              checked={settings.data.simile_generator_enabled}
              onChange={(on) => update.mutate({ simileGeneratorEnabled: on })}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
