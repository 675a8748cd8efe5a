import { useCallback, type ComponentProps, type Ref } from "react";
import { cn } from "@/lib/utils";
import { useFitText } from "./use-fit-text";

interface StageBodyProps extends ComponentProps<"div"> {
  /** What is shown (the bit and its text size): the type is fitted to the screen again when it changes. */
  fitKey: string;
}

/**
 * The stage screen's middle, where the bit shows, its type as large as fits (short bits grow,
 * long ones shrink); it scrolls only when even the smallest type outgrows it.
 */
export function StageBody({ className, fitKey, ref, ...props }: StageBodyProps) {
  const fitRef = useFitText(fitKey);
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      fitRef(element);
      assignRef(ref, element);
    },
    [fitRef, ref],
  );
  return <div ref={setRef} className={cn("flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-6 sm:px-12 lg:px-20", className)} {...props} />;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
