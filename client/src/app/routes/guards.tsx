import { Suspense, useMemo, type ComponentType, type ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/data/account/auth-provider";
import { usePrerendered } from "../prerendered";

interface GuardProps {
  page: ComponentType;
}

/**
 * A page in a Suspense boundary of its own. When the session answer arrives, the page's
 * code may still be settling: suspending here shows this boundary's spinner in place, where
 * suspending up in the shell would hide what the shell already shows and lay it all out again.
 */
function BoundedPage({ page: Page }: GuardProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** Signed-in users only; visitors go to /auth once the session has loaded. */
export function ProtectedRoute({ page }: GuardProps) {
  const { user, isLoading, unknown } = useAuth();
  // The server is away: nobody is sent to sign in; the page comes once it answers again.
  if (isLoading || unknown) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <BoundedPage page={page} />;
}

/** Administrators only; members see `denied` instead. */
export function AdminRoute({ page, denied }: GuardProps & { denied: ReactNode }) {
  const { user, isLoading, unknown } = useAuth();
  if (isLoading || unknown) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return user.isAdmin ? <BoundedPage page={page} /> : denied;
}

/**
 * Landing and sign-in pages: a signed-in user goes straight to the dashboard. A page that
 * arrived prerendered (sent only to visitors without a session) stays on screen meanwhile.
 * The page sits in its own Suspense boundary, created once: when the session answer
 * arrives, the boundary is left alone, so React keeps hydrating the prerendered HTML
 * instead of replacing it with a spinner while the page's code is still on its way.
 */
export function GuestRoute({ page: Page }: GuardProps) {
  const { user, isLoading } = useAuth();
  const prerendered = usePrerendered();
  const page = useMemo(
    () => (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    ),
    [Page],
  );
  if (isLoading && !prerendered) return <PageSpinner />;
  if (user) return <Redirect to="/dashboard" replace />;
  return page;
}
