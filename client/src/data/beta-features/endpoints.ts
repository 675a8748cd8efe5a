import type { betaFeaturesApi } from "@shared/api/beta-features";
import { endpoint } from "../http/endpoint";

type Routes = typeof betaFeaturesApi.routes;

/** Counts a visit to a beta feature, for the admins' weekly summary. */
export const trackBetaFeature = endpoint<Routes["track"]>("POST", "/api/beta-features/track");
