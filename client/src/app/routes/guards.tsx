import type { ComponentType, ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-provider";

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

/** Landing and sign-in pages: a signed-in user goes straight to the dashboard. */
export function GuestRoute({ page: Page }: GuardProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to="/dashboard" replace />;
  return <Page />;
}
