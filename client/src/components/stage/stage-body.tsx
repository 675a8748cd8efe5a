import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The stage screen's middle, where the bit shows: it scrolls when the type outgrows it. */
export function StageBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-6 sm:px-12 lg:px-20", className)} {...props} />;
}
