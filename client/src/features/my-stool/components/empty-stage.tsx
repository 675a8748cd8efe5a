import { useEffect, type ReactNode } from "react";
import { StageFrame } from "@/components/stage/stage-frame";
import { StageTopBar } from "@/components/stage/stage-top-bar";

interface EmptyStageProps {
  title: string;
  /** Why there is nothing to perform. */
  text: string;
  onExit: () => void;
  /** Where to go instead. */
  children?: ReactNode;
}

/** Perform mode over an empty set: no timer running over nothing, just the reason and the way out. */
export function EmptyStage({ title, text, onExit, children }: EmptyStageProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        onExit();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onExit]);

  return (
    <StageFrame aria-label={`Perform: ${title}`} aria-describedby="empty-stage-text">
      <StageTopBar exitLabel="Exit perform mode" onExit={onExit}>
        <p className="min-w-0 flex-1 truncate text-center text-sm font-semibold tracking-widest text-white/60 uppercase">{title}</p>
      </StageTopBar>
      <div className="m-auto flex max-w-2xl flex-col items-center gap-8 px-5 py-6 text-center">
        <p id="empty-stage-text" className="text-2xl font-semibold text-white/85 sm:text-4xl">
          {text}
        </p>
        {children}
      </div>
    </StageFrame>
  );
}
