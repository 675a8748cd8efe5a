import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ className }: { className?: string }) {
  return (
    <span role="status" aria-label="Loading" className={cn("inline-flex", className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin text-spotlight-400" />
    </span>
  );
}

/** Full-area spinner for pages and sessions that are still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner />
    </div>
  );
}
