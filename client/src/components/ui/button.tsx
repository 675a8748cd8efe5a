import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-spotlight-500 text-stage-950 shadow-[0_0_24px_-6px_rgb(245_165_36/0.6)] hover:bg-spotlight-400",
        neon: "bg-neon-600 text-white shadow-[0_0_24px_-6px_rgb(255_45_85/0.7)] hover:bg-neon-700",
        outline: "border border-stage-600 bg-stage-900/60 text-cream-100 hover:border-spotlight-500 hover:text-spotlight-300",
        ghost: "text-cream-300 hover:bg-stage-800 hover:text-cream-50",
        link: "h-auto px-0 text-spotlight-400 underline-offset-4 hover:underline",
      },
      // On touch screens every button is at least 44 px in both directions.
      size: {
        sm: "h-8 px-3 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11",
        default: "h-10 px-4 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11",
        lg: "h-12 px-6 text-base",
        icon: "size-10 pointer-coarse:size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? type : (type ?? "button")}
      {...props}
    />
  );
}
