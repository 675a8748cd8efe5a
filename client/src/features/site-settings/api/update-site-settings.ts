import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicSiteSettings } from "@shared/site/site-settings";
import { toast } from "@/components/ui/use-toast";
import { updateSiteSettings } from "@/data/site-settings/endpoints";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { SITE_SETTINGS_KEY } from "@/data/site-settings/queries";

type UpdateSiteSettingsBody = Parameters<typeof updateSiteSettings>[0]["body"];

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettingsBody) => updateSiteSettings({ body }),
    ...optimisticUpdate<PublicSiteSettings, PublicSiteSettings, UpdateSiteSettingsBody>(queryClient, {
      queryKey: SITE_SETTINGS_KEY,
      apply: (settings, input) => ({
        joke_machine_enabled: input.jokeDeviceEnabled ?? settings.joke_machine_enabled,
        simile_generator_enabled: input.simileGeneratorEnabled ?? settings.simile_generator_enabled,
      }),
      settle: (_settings, saved) => saved,
      onSuccess: () => toast({ title: "Settings updated", description: "The change is live for everyone." }),
      onError: (error) => toast({ title: "Update Failed", description: error.message, variant: "destructive" }),
    }),
  });
}
