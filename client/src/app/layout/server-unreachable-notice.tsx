import { useQueryClient } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useEffect } from "react";
import { getHealth } from "@/data/health/endpoints";
import { useServerUnreachable } from "@/lib/use-server-unreachable";

/** How often the server is asked whether it is back, while it is not. */
const RECHECK_MS = 3_000;

/**
 * A calm line under the navigation while the server cannot be reached (no network, or its
 * database away): the page stays as it is, writes are kept on the device, and the line goes
 * by itself once the server answers again, when every read is fetched afresh.
 */
export function ServerUnreachableNotice() {
  const { serverAway, unreachable } = useServerUnreachable();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!serverAway) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      // An answer of 200 itself says the server is reached again (see apiRequest).
      void getHealth()
        .then(() => {
          if (!stopped) void queryClient.invalidateQueries();
        })
        .catch(() => undefined);
    }, RECHECK_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [serverAway, queryClient]);

  if (!unreachable) return null;
  return (
    <div role="status" className="sticky top-[4.25rem] z-30 border-b border-stage-700 bg-stage-900">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm text-cream-100 sm:px-6">
        <CloudOff aria-hidden className="size-4 shrink-0 text-spotlight-400" />
        <span>
          <span className="font-semibold">Can't reach the server, your unsaved changes are kept.</span>{" "}
          <span className="text-cream-300">Trying again…</span>
        </span>
      </p>
    </div>
  );
}
