import type { Db } from "../../db/client";
import { insertBetaFeatureClick } from "./beta-features.repository";

export interface BetaFeatureClick {
  userId: number;
  featureName: string;
  userAgent: string | undefined;
  ipAddress: string | undefined;
}

/** Counts a visit to a beta feature (My Thoughts, My Blender) for the weekly admin summary. */
export async function trackBetaFeature(db: Db, click: BetaFeatureClick): Promise<void> {
  await insertBetaFeatureClick(db, {
    userId: click.userId,
    featureName: click.featureName,
    userAgent: click.userAgent?.slice(0, 500) ?? null,
    ipAddress: click.ipAddress ?? null,
  });
}
