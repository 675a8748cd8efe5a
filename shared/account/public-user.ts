import type { PublicUser } from "./public-user-dto";
import type { SubscriptionTier } from "./subscription-tiers";

/** The user as the API returns it; its schema is in public-user-dto.ts, kept out of this file's imports. */
export type { PublicUser };

interface UserRow {
  id: number;
  email: string;
  isEmailVerified: boolean;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
  isAdmin: boolean;
  errorNotificationsEnabled: boolean;
  phoneNumber: string | null;
  isPhoneVerified: boolean;
  createdAt: Date;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    isAdmin: user.isAdmin,
    errorNotificationsEnabled: user.errorNotificationsEnabled,
    phoneNumber: user.phoneNumber,
    isPhoneVerified: user.isPhoneVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/** "Welcome back, <name>!": the part of the email before the @, or Comedian if none. */
export function displayName(email: string | null | undefined): string {
  const local = (email ?? "").split("@")[0]?.trim();
  return local ? local : "Comedian";
}
