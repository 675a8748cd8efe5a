import { z } from "zod";
import { trackBetaFeatureSchema } from "../site/site-settings";
import { defineRoute, defineRouteGroup } from "./route";

export const betaFeaturesApi = defineRouteGroup({
  tag: "Beta features",
  description: "Counting visits to the features in beta, for the admins' weekly summary.",
  routes: {
    track: defineRoute({
      method: "POST",
      path: "/api/beta-features/track",
      summary: "Count a visit to a beta feature (My Thoughts, My Blender)",
      access: "user",
      body: trackBetaFeatureSchema,
      responses: { 201: z.object({ message: z.string() }) },
    }),
  },
});
