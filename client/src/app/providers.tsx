import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { AuthProvider } from "@/lib/auth/auth-provider";
import { queryClient } from "@/lib/query-client";
import { OfflineSync } from "./offline-sync";

/**
 * Radix's toast loads beside the first screen rather than in its way; it mounts within
 * moments, long before anyone can act, and a toast raised earlier waits in the store.
 */
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <OfflineSync />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
