import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useCurrentToast } from "@/components/ui/use-toast";
import { AuthProvider } from "@/data/account/auth-provider";
import { queryClient } from "@/lib/query-client";
import { useCodeOnIntent } from "@/lib/use-code-on-intent";
import { OfflineSync } from "./offline-sync";

/**
 * Radix's toast loads at the first sign of a person on the page (toasts answer what people
 * do), or at once when a toast is raised before that; a toast raised earlier waits in the store.
 */
const loadToaster = () => import("@/components/ui/toaster");

function ToasterWhenWanted() {
  const raised = useCurrentToast() !== null;
  const code = useCodeOnIntent(loadToaster, raised);
  // The live region is here from the start, so a dialog that opens before the toast code has
  // arrived leaves it out of what it hides from assistive technology (it keeps live regions).
  return <div aria-live="polite">{code && <code.Toaster />}</div>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <OfflineSync />
        <ToasterWhenWanted />
      </AuthProvider>
    </QueryClientProvider>
  );
}
