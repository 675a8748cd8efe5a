import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@shared/profile/profile-dto";
import type { UpdateProfileInput } from "@shared/profile/profile-input";
import { apiRequest } from "@/api/api-request";
import { PROFILE_KEY } from "@/lib/profile-query";

export type { UpdateProfileInput };

export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  const res = await apiRequest("PUT", "/api/profile", input);
  return (await res.json()) as Profile;
}

/** Saves My Elements; the answer (normalised by the server) becomes the cached profile. */
export function useUpdateProfile(callbacks: { onSuccess?: (profile: Profile) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      callbacks.onSuccess?.(profile);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
