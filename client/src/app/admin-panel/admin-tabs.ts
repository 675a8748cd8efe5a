import { BellRing, Bug, CalendarClock, DatabaseBackup, FlaskConical, MapPin, SlidersHorizontal, TicketPercent, Users, Video, type LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { BackupsTab } from "@/features/backups/components/backups-tab";
import { ChaosTestingTab } from "@/features/chaos/components/chaos-testing-tab";
import { CouponsTab } from "@/features/billing/components/coupons-tab";
import { ErrorMonitoringTab } from "@/features/error-logs/components/error-monitoring-tab";
import { NotificationsTab } from "@/features/error-logs/components/notifications-tab";
import { ShowsTab } from "@/features/comedy-shows/components/shows-tab";
import { SiteSettingsTab } from "@/features/site-settings/components/site-settings-tab";
import { TodoSystemTab } from "@/features/weekly-todo/components/todo-system-tab";
import { UserManagementTab } from "@/features/admin-users/components/user-management-tab";
import { VideoManagementTab } from "@/features/videos/components/video-management-tab";

export interface AdminTab {
  /** In the address: /admin?tab=<value>. */
  value: string;
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

/** The admin panel's tabs, in order. A new tab is its component file plus one line here. */
export const adminTabs: readonly AdminTab[] = [
  { value: "errors", label: "Error Monitoring", icon: Bug, Panel: ErrorMonitoringTab },
  { value: "notifications", label: "Notifications", icon: BellRing, Panel: NotificationsTab },
  { value: "settings", label: "Site Settings", icon: SlidersHorizontal, Panel: SiteSettingsTab },
  { value: "chaos", label: "Chaos Testing", icon: FlaskConical, Panel: ChaosTestingTab },
  { value: "todo", label: "TODO System", icon: CalendarClock, Panel: TodoSystemTab },
  { value: "users", label: "User Management", icon: Users, Panel: UserManagementTab },
  { value: "videos", label: "Video Management", icon: Video, Panel: VideoManagementTab },
  { value: "coupons", label: "Coupons", icon: TicketPercent, Panel: CouponsTab },
  { value: "shows", label: "Shows", icon: MapPin, Panel: ShowsTab },
  { value: "backups", label: "Backups", icon: DatabaseBackup, Panel: BackupsTab },
];
