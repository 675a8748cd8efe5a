import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicSiteSettings, UpdateSiteSettingsInput } from "@shared/site/site-settings";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/api/api-request";
import { optimisticUpdate } from "@/lib/optimistic-update";
import { SITE_SETTINGS_KEY } from "./get-site-settings";

export async function updateSiteSettings(input: UpdateSiteSettingsInput): Promise<PublicSiteSettings> {
  const res = await apiRequest("PUT", "/api/admin/site-settings", input);
  return (await res.json()) as PublicSiteSettings;
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    ...optimisticUpdate<PublicSiteSettings, PublicSiteSettings, UpdateSiteSettingsInput>(queryClient, {
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
