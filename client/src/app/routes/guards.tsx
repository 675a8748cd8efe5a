import { Suspense, useMemo, type ComponentType, type ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-provider";
import { usePrerendered } from "../prerendered";

interface GuardProps {
  page: ComponentType;
}

/** Signed-in users only; visitors go to /auth once the session has loaded. */
export function ProtectedRoute({ page: Page }: GuardProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <Page />;
}

/** Administrators only; members see `denied` instead. */
export function AdminRoute({ page: Page, denied }: GuardProps & { denied: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return user.isAdmin ? <Page /> : denied;
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
