import type { ReactNode } from "react";
import { useStagePage } from "@/components/stage/use-stage-page";
import { Spinner } from "@/components/ui/spinner";

/** The stage before perform mode is ready: black, with a spinner or a message. */
export function BlackScreen({ children }: { children?: ReactNode }) {
  useStagePage();
  return (
    <div className="fixed inset-0 z-[80] flex flex-col items-center justify-center gap-4 bg-black p-6 text-center text-white">
      {children ?? <Spinner />}
    </div>
  );
}
