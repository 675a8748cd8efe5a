import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@shared/profile/profile-dto";
import { updateProfile } from "@/data/profile/endpoints";
import { PROFILE_KEY } from "@/data/profile/queries";

/** Saves My Elements; the answer (normalised by the server) becomes the cached profile. */
export function useUpdateProfile(callbacks: { onSuccess?: (profile: Profile) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateProfile>[0]["body"]) => updateProfile({ body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      callbacks.onSuccess?.(profile);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
