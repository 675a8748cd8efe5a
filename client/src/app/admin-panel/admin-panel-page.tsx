import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BackupStatusLine } from "@/features/backups/components/backup-status-line";
import { adminTabs } from "./admin-tabs";

/** /admin and /admin-panel: the spec's tabs; the open one lives in ?tab= so it survives reloads and links. */
export function AdminPanelPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get("tab");
  const tab = adminTabs.some((t) => t.value === requested) ? requested! : adminTabs[0]!.value;
  const open = useCallback((next: string) => navigate(`${location}?tab=${next}`, { replace: true }), [location, navigate]);

  return (
    <>
      <PageHeader title="Admin Panel" description="Keep the club running: errors, alerts, switches, tests, mail, users and videos." />
      <BackupStatusLine />
      <Tabs value={tab} onValueChange={open}>
        <TabsList aria-label="Admin sections" className="grid-cols-2 sm:grid-cols-4 lg:grid-cols-7">
          {adminTabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex h-11 items-center justify-center gap-1.5 px-2 text-xs sm:text-sm">
              <Icon aria-hidden className="hidden size-4 shrink-0 2xl:block" />
              <span className="truncate">{label}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {adminTabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
