import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { AppShell } from "../layout/app-shell";
import { GuestRoute } from "./guards";
import { LandingPage } from "./lazy-pages";
import { ShellRoutes } from "./shell-routes";

/** The landing page has its own full-bleed layout; every other screen sits in the app shell. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <Suspense fallback={<PageSpinner />}>
          <GuestRoute page={LandingPage} />
        </Suspense>
      </Route>
      <Route>
        <AppShell>
          <ShellRoutes />
        </AppShell>
      </Route>
    </Switch>
  );
}
