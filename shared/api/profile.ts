import { profileDtoSchema } from "../profile/profile-dto";
import { updateProfileSchema } from "../profile/profile-input";
import { defineRoute, defineRouteGroup } from "./route";

export const profileApi = defineRouteGroup({
  tag: "Profile",
  description: "The comedian's writing elements (My Elements): keywords, topics, sentence starters, location, the AI switch.",
  routes: {
    get: defineRoute({
      method: "GET",
      path: "/api/profile",
      summary: "The comedian's profile (made with the defaults on first read)",
      access: "user",
      responses: { 200: profileDtoSchema },
    }),
    update: defineRoute({
      method: "PUT",
      path: "/api/profile",
      summary: "Change any of the profile's fields (the lists come back cleaned)",
      access: "user",
      body: updateProfileSchema,
      responses: { 200: profileDtoSchema },
    }),
  },
});
