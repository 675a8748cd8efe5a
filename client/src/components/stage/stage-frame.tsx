import { FocusScope } from "@radix-ui/react-focus-scope";
import type { ComponentProps } from "react";
import { useStagePage } from "./use-stage-page";

interface StageFrameProps extends Omit<ComponentProps<"div">, "role" | "tabIndex" | "className"> {
  /** The dialog's name, e.g. "Perform: Friday set". */
  "aria-label": string;
  /** A selector for what takes focus on opening; the frame itself when left out. */
  initialFocus?: string;
}

/**
 * The stage screens (perform mode, rehearse mode): full screen, black, a modal dialog.
 * Focus moves in (so screen readers land here and keys stay here), Tab cycles inside, and
 * the page behind is out of reach until the screen closes.
 */
export function StageFrame({ initialFocus, ...props }: StageFrameProps) {
  useStagePage();
  return (
    <FocusScope
      asChild
      loop
      trapped
      onMountAutoFocus={(event) => {
        event.preventDefault();
        const frame = event.currentTarget as HTMLElement | null;
        (initialFocus ? frame?.querySelector<HTMLElement>(initialFocus) : frame)?.focus();
      }}
    >
      <div
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        className="fixed inset-0 z-[80] flex h-dvh flex-col overflow-hidden bg-black text-white outline-none"
        {...props}
      />
    </FocusScope>
  );
}
