import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The stage screen's bottom row of big buttons, clear of a phone's home indicator. */
export function StageBottomBar({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(className, "px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5 sm:pb-5")} {...props} />;
}
