import {
  AudioLines,
  Blend,
  Bot,
  Brain,
  ChartNoAxesCombined,
  CreditCard,
  FlaskConical,
  LayoutDashboard,
  ListOrdered,
  MapPin,
  MessageSquareText,
  NotebookPen,
  Quote,
  ShieldCheck,
  StickyNote,
  Theater,
  UserRound,
  Users,
  WandSparkles,
  type LucideIcon,
} from "lucide-react";
import { useAuth } from "@/data/account/auth-provider";
import { useSiteSettings } from "@/data/site-settings/queries";

export interface NavLinkItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Opening it sends this beta-feature tracking call. */
  tracked?: "my_blender";
}

const DASHBOARD: NavLinkItem = { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard };
const JOKE_NOTES: NavLinkItem = { href: "/joke-notes", label: "Joke Notes", icon: NotebookPen };
const JOKE_LAB: NavLinkItem = { href: "/joke-lab", label: "Joke Lab", icon: FlaskConical };
const SIMILE_GENERATOR: NavLinkItem = { href: "/simile-generator", label: "Simile Generator", icon: Quote };
const ON_STAGE: NavLinkItem = { href: "/on-stage", label: "On Stage", icon: Theater };
const SET_LISTS: NavLinkItem = { href: "/set-lists", label: "Set Lists", icon: ListOrdered };
const INSIGHTS: NavLinkItem = { href: "/insights", label: "Insights", icon: ChartNoAxesCombined };

/** The "Other Features" of the user menu (and of the phone menu): one tap once the menu is open. */
export const OTHER_FEATURE_LINKS: readonly NavLinkItem[] = [
  { href: "/my-joke-elements", label: "My Elements", icon: WandSparkles },
  { href: "/shows", label: "Comedy Shows", icon: MapPin },
  { href: "/performances", label: "Performance Log", icon: NotebookPen },
  { href: "/recordings", label: "Recordings", icon: AudioLines },
  // The My Thoughts page counts its own visits, however it is reached.
  { href: "/my-thoughts", label: "My Thoughts", icon: Brain },
  { href: "/notes", label: "Just Notes", icon: StickyNote },
  { href: "/idea-generator", label: "My Blender", icon: Blend, tracked: "my_blender" },
  { href: "/joke-machine", label: "Joke Machine", icon: Bot },
];

/** The comedian's own account. */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { href: "/profile-settings", label: "Profile Settings", icon: UserRound },
  { href: "/billing", label: "My Subscription", icon: CreditCard },
];

/** Only for administrators. */
export const ADMIN_LINKS: readonly NavLinkItem[] = [
  { href: "/admin", label: "Admin Panel", icon: ShieldCheck },
  { href: "/sms-settings", label: "SMS Settings", icon: MessageSquareText },
  { href: "/admin/users", label: "User Management", icon: Users },
];

/** Main links for a signed-in user; the Simile Generator only when its site setting is on. */
export function useNavLinks(): NavLinkItem[] {
  const { user } = useAuth();
  const settings = useSiteSettings({ enabled: user !== null });
  if (!user) return [];
  const simileOn = settings.data?.simile_generator_enabled === true;
  return [DASHBOARD, JOKE_NOTES, JOKE_LAB, ...(simileOn ? [SIMILE_GENERATOR] : []), ON_STAGE, SET_LISTS, INSIGHTS];
}
