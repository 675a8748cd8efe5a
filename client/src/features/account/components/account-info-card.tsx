import { IdCard } from "lucide-react";
import { formatE164 } from "@shared/account/phone";
import type { PublicUser } from "@shared/account/public-user";
import { SettingsSection } from "./settings-section";

const TIER_LABELS: Record<PublicUser["subscriptionTier"], string> = {
  free: "Free",
  basic: "Basic",
  premium: "Premium",
};

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function AccountInfoCard({ user }: { user: PublicUser }) {
  const rows: [label: string, value: string][] = [
    ["User ID", String(user.id)],
    ["Account Type", user.isAdmin ? "Administrator" : "Regular User"],
    ["Subscription", TIER_LABELS[user.subscriptionTier]],
    ["Email Verified", yesNo(user.isEmailVerified)],
    ["Phone Number", user.phoneNumber ? formatE164(user.phoneNumber) : "Not set"],
    ["SMS Enabled", yesNo(user.isPhoneVerified)],
  ];

  return (
    <SettingsSection title="Account Information" icon={IdCard}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl bg-stage-950/60 px-3 py-2.5 ring-1 ring-stage-700">
            <dt className="text-xs tracking-wider text-cream-400 uppercase">{label}</dt>
            <dd className="mt-1 truncate font-semibold text-cream-50" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
