import { createElement, lazy, useState, type ComponentType } from "react";

/** A page whose code can be asked for ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Each page is its own chunk, loaded when its route is first visited, or ahead of it with
 * `preload()` (warm-first-page.ts). A page whose code is already here renders at once: a
 * `React.lazy` suspends on its first render even then, and the Suspense fallback it shows
 * holds the page back by React's reveal throttle (300 ms) on the first screen.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  const remember = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await remember() }));
  function Page() {
    // Chosen once per mount, so a page never switches component (and loses its state) when its code arrives.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  Page.preload = () => remember().then(() => undefined);
  return Page;
}

export const LandingPage = lazyPage(() => import("@/features/landing/components/landing-page"), "LandingPage");
export const AuthPage = lazyPage(() => import("@/features/auth/components/auth-page"), "AuthPage");
export const DashboardPage = lazyPage(() => import("@/features/dashboard/components/dashboard-page"), "DashboardPage");
export const JokeNotesPage = lazyPage(() => import("@/features/joke-notes/components/joke-notes-page"), "JokeNotesPage");
export const JokeLabPage = lazyPage(() => import("@/features/joke-lab/components/joke-lab-page"), "JokeLabPage");
export const IdeaGeneratorPage = lazyPage(
  () => import("@/features/idea-generator/components/idea-generator-page"),
  "IdeaGeneratorPage",
);
export const JokeMachinePage = lazyPage(
  () => import("@/features/joke-machine/components/joke-machine-page"),
  "JokeMachinePage",
);
export const ProfileSettingsPage = lazyPage(
  () => import("@/features/account/components/profile-settings-page"),
  "ProfileSettingsPage",
);
export const MyJokeElementsPage = lazyPage(
  () => import("@/features/profile/components/my-joke-elements-page"),
  "MyJokeElementsPage",
);
export const MyThoughtsPage = lazyPage(() => import("@/features/thoughts/components/my-thoughts-page"), "MyThoughtsPage");
export const NotesPage = lazyPage(() => import("@/features/notes/components/notes-page"), "NotesPage");
export const OnStagePage = lazyPage(() => import("@/features/on-stage/components/on-stage-page"), "OnStagePage");
export const MyStoolPage = lazyPage(() => import("@/features/my-stool/components/my-stool-page"), "MyStoolPage");
export const SetListsPage = lazyPage(() => import("@/features/set-lists/components/set-lists-page"), "SetListsPage");
export const PerformancesPage = lazyPage(() => import("@/features/performances/components/performances-page"), "PerformancesPage");
export const RecordingsPage = lazyPage(() => import("@/features/recordings/components/recordings-page"), "RecordingsPage");
export const RecordingPage = lazyPage(() => import("@/features/recordings/components/recording-page"), "RecordingPage");
export const InsightsPage = lazyPage(() => import("@/features/insights/components/insights-page"), "InsightsPage");
export const ShowsPage = lazyPage(() => import("@/features/comedy-shows/components/shows-page"), "ShowsPage");
export const SetListPerformPage = lazyPage(
  () => import("@/features/my-stool/components/set-list-perform-page"),
  "SetListPerformPage",
);
export const SimileGeneratorPage = lazyPage(
  () => import("@/features/simile-generator/components/simile-generator-page"),
  "SimileGeneratorPage",
);
export const BillingPage = lazyPage(() => import("@/features/billing/components/billing-page"), "BillingPage");
export const SmsSettingsPage = lazyPage(
  () => import("@/features/sms/components/sms-settings-page"),
  "SmsSettingsPage",
);
export const AdminPanelPage = lazyPage(() => import("@/app/admin-panel/admin-panel-page"), "AdminPanelPage");
export const AdminUsersPage = lazyPage(() => import("@/features/admin-users/components/admin-users-page"), "AdminUsersPage");
export const ResetPasswordPage = lazyPage(
  () => import("@/features/reset-password/components/reset-password-page"),
  "ResetPasswordPage",
);
export const VerifyEmailPage = lazyPage(
  () => import("@/features/verify-email/components/verify-email-page"),
  "VerifyEmailPage",
);
export const NotFoundPage = lazyPage(() => import("./not-found-page"), "NotFoundPage");
