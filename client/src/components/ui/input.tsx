import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full min-w-0 rounded-lg border border-stage-600 bg-stage-950/70 px-3 text-base text-cream-50 placeholder:text-cream-400/70 transition-colors focus-visible:border-spotlight-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-spotlight-500/60 disabled:opacity-60 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
