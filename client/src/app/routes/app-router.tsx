import { Route, Switch } from "wouter";
import { AppShell } from "../layout/app-shell";
import { GuestRoute } from "./guards";
import { LandingPage } from "./lazy-pages";
import { ShellRoutes } from "./shell-routes";

/** The landing page has its own full-bleed layout; every other screen sits in the app shell. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <GuestRoute page={LandingPage} />
      </Route>
      <Route>
        <AppShell>
          <ShellRoutes />
        </AppShell>
      </Route>
    </Switch>
  );
}
