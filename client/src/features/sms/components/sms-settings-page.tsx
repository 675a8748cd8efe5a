import { PageHeader } from "@/components/page-header";
import { CommandHelpCard } from "./command-help-card";
import { ComingSoonCard } from "./coming-soon-card";
import { PhoneNumbersCard } from "./phone-numbers-card";

export function SmsSettingsPage() {
  return (
    <>
      <PageHeader title="SMS Settings" description="Let comedians text jokes straight into their collection." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <PhoneNumbersCard />
          <CommandHelpCard />
        </div>
        <div className="lg:self-start">
          <ComingSoonCard />
        </div>
      </div>
    </>
  );
}
