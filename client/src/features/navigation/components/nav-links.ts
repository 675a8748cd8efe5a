import { ChartNoAxesCombined, FlaskConical, LayoutDashboard, ListOrdered, NotebookPen, Quote, Theater, type LucideIcon } from "lucide-react";
import { useAuth } from "@/lib/auth/auth-provider";
import { useSiteSettings } from "@/lib/site-settings-query";

export interface NavLinkItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

const DASHBOARD: NavLinkItem = { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard };
const JOKE_NOTES: NavLinkItem = { href: "/joke-notes", label: "Joke Notes", icon: NotebookPen };
const JOKE_LAB: NavLinkItem = { href: "/joke-lab", label: "Joke Lab", icon: FlaskConical };
const SIMILE_GENERATOR: NavLinkItem = { href: "/simile-generator", label: "Simile Generator", icon: Quote };
const ON_STAGE: NavLinkItem = { href: "/on-stage", label: "On Stage", icon: Theater };
const SET_LISTS: NavLinkItem = { href: "/set-lists", label: "Set Lists", icon: ListOrdered };
const INSIGHTS: NavLinkItem = { href: "/insights", label: "Insights", icon: ChartNoAxesCombined };

/** Main links for a signed-in user; the Simile Generator only when its site setting is on. */
export function useNavLinks(): NavLinkItem[] {
  const { user } = useAuth();
  const settings = useSiteSettings({ enabled: user !== null });
  if (!user) return [];
  const simileOn = settings.data?.simile_generator_enabled === true;
  return [DASHBOARD, JOKE_NOTES, JOKE_LAB, ...(simileOn ? [SIMILE_GENERATOR] : []), ON_STAGE, SET_LISTS, INSIGHTS];
}
