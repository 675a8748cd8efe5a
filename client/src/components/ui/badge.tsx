import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
  {
    variants: {
      variant: {
        spotlight: "bg-spotlight-500/15 text-spotlight-300 ring-1 ring-spotlight-500/40",
        neon: "bg-neon-600 text-white",
        muted: "bg-stage-700 text-cream-300",
      },
    },
    defaultVariants: { variant: "spotlight" },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
