import { Route, Switch } from "wouter";
import { AccessDenied } from "@/components/access-denied";
import { AdminRoute, GuestRoute, ProtectedRoute } from "./guards";
import * as pages from "./lazy-pages";
import type { LazyPage } from "./lazy-pages";
import { PROTECTED_PAGE_PATHS, type ProtectedPagePath } from "./page-paths";

const ADMIN_REQUIRED = {
  heading: "Admin Access Required",
  message: "You need administrator privileges to view this page.",
};
/** The phone prompt and SMS banners lead members here: their own phone is set up elsewhere. */
const SMS_INSTEAD = {
  text: "To text jokes in, verify your own phone number in Profile Settings.",
  href: "/profile-settings",
  label: "Go to Profile Settings",
};
const panelDenied = (
  <AccessDenied title="Admin Panel" message="Access Denied - You need admin privileges to access this panel." />
);

const protectedPages = {
  "/dashboard": pages.DashboardPage,
  "/joke-notes": pages.JokeNotesPage,
  "/joke-lab": pages.JokeLabPage,
  "/idea-generator": pages.IdeaGeneratorPage,
  "/joke-machine": pages.JokeMachinePage,
  "/profile-settings": pages.ProfileSettingsPage,
  "/my-joke-elements": pages.MyJokeElementsPage,
  "/my-thoughts": pages.MyThoughtsPage,
  "/notes": pages.NotesPage,
  "/on-stage": pages.OnStagePage,
  "/my-stool": pages.MyStoolPage,
  "/set-lists/:id/perform": pages.SetListPerformPage,
  "/set-lists": pages.SetListsPage,
  "/shows": pages.ShowsPage,
  "/performances": pages.PerformancesPage,
  "/insights": pages.InsightsPage,
  "/recordings/:id": pages.RecordingPage,
  "/recordings": pages.RecordingsPage,
  "/simile-generator": pages.SimileGeneratorPage,
  "/billing": pages.BillingPage,
} satisfies Record<ProtectedPagePath, LazyPage>;

export function ShellRoutes() {
  return (
    <Switch>
      <Route path="/auth">
        <GuestRoute page={pages.AuthPage} />
      </Route>
      <Route path="/reset-password/:token" component={pages.ResetPasswordPage} />
      <Route path="/verify-email/:token" component={pages.VerifyEmailPage} />
      {PROTECTED_PAGE_PATHS.map((path) => (
        <Route key={path} path={path}>
          <ProtectedRoute page={protectedPages[path]} />
        </Route>
      ))}
      <Route path="/sms-settings">
        <AdminRoute page={pages.SmsSettingsPage} denied={<AccessDenied title="SMS Settings" {...ADMIN_REQUIRED} instead={SMS_INSTEAD} />} />
      </Route>
      <Route path="/admin/users">
        <AdminRoute page={pages.AdminUsersPage} denied={<AccessDenied title="User Management" {...ADMIN_REQUIRED} />} />
      </Route>
      <Route path="/admin">
        <AdminRoute page={pages.AdminPanelPage} denied={panelDenied} />
      </Route>
      <Route path="/admin-panel">
        <AdminRoute page={pages.AdminPanelPage} denied={panelDenied} />
      </Route>
      <Route component={pages.NotFoundPage} />
    </Switch>
  );
}
