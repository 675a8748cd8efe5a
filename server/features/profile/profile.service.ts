import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import { canUseAI } from "@shared/ai/can-use-ai";
import type { Profile } from "@shared/profile/profile-dto";
import type { UpdateProfileInput } from "@shared/profile/profile-input";
import type { UserProfile } from "@shared/schema/index";
import type { Db } from "../../db/client";
import * as repo from "./profile.repository";

/** The one mapping from a stored profile to what the API answers. */
function toProfile(row: UserProfile, tier: SubscriptionTier): Profile {
  return {
    keywords: row.keywords,
    setupKeywords: row.setupKeywords,
    topicCategories: row.topicCategories,
    sentenceStarters: row.sentenceStarters,
    location: row.location,
    aiFeaturesEnabled: row.aiFeaturesEnabled,
    canUseAI: canUseAI(tier, row.aiFeaturesEnabled),
  };
}

interface Owner {
  id: number;
  subscriptionTier: SubscriptionTier;
}

export async function getProfile(db: Db, owner: Owner): Promise<Profile> {
  return toProfile(await repo.findOrCreateProfile(db, owner.id), owner.subscriptionTier);
}

export async function updateProfile(db: Db, owner: Owner, input: UpdateProfileInput): Promise<Profile> {
  return toProfile(await repo.upsertProfile(db, owner.id, input), owner.subscriptionTier);
}

/** canUseAI, decided on the server: Premium, and the AI switch in My Elements not off. */
export async function userCanUseAI(db: Db, owner: Owner): Promise<boolean> {
  if (owner.subscriptionTier !== "premium") return false;
  return canUseAI(owner.subscriptionTier, await repo.readAiFeaturesEnabled(db, owner.id));
}
