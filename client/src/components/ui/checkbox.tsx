import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer flex size-5 shrink-0 items-center justify-center rounded-md border border-stage-500 bg-stage-950/70 transition-colors hover:border-spotlight-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400 disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:border-spotlight-500 data-[state=checked]:bg-spotlight-500 data-[state=checked]:text-stage-950",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
