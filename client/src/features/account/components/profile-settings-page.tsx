import { useCallback, useState } from "react";
import type { PublicUser } from "@shared/account/public-user";
import { PageHeader } from "@/components/page-header";
import { PhoneVerificationWidget } from "@/components/phone-verification/phone-verification-widget";
import { useAuth } from "@/data/account/auth-provider";
import { AccountInfoCard } from "./account-info-card";
import { DeleteAccountCard } from "./delete-account-card";
import { EmailForm } from "./email-form";
import { EmailVerificationBanner } from "./email-verification-banner";
import { MaterialCard } from "./material-card";
import { PasswordForm } from "./password-form";
import { SmsCaptureCard } from "./sms-capture-card";

/**
 * The phone widget shows while the phone is unverified, and stays up through its own
 * "verified" step until it closes itself 2 seconds later.
 */
function usePhoneWidgetVisibility(needsPhone: boolean) {
  const [open, setOpen] = useState(needsPhone);
  const [lastNeedsPhone, setLastNeedsPhone] = useState(needsPhone);
  if (needsPhone !== lastNeedsPhone) {
    setLastNeedsPhone(needsPhone);
    if (needsPhone) setOpen(true);
  }
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}

function ProfileSettings({ user }: { user: PublicUser }) {
  const phoneWidget = usePhoneWidgetVisibility(!user.isPhoneVerified);
  return (
    <div className="grid gap-6">
      <PageHeader title="Profile Settings" description="Your account, sign-in details and SMS joke capture." />
      {!user.isEmailVerified && <EmailVerificationBanner email={user.email} />}
      {phoneWidget.open && <PhoneVerificationWidget onClose={phoneWidget.close} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <EmailForm email={user.email} verified={user.isEmailVerified} />
        <PasswordForm />
      </div>
      <SmsCaptureCard verifiedPhone={user.isPhoneVerified ? user.phoneNumber : null} />
      <AccountInfoCard user={user} />
      <MaterialCard />
      <DeleteAccountCard />
    </div>
  );
}

export function ProfileSettingsPage() {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;
  return <ProfileSettings user={user} />;
}
