import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** 2: the page's own list; 3: a list inside a section of the page, a size smaller. */
  level: 2 | 3;
  /** What to do about it, e.g. a "Create your first …" button. */
  children?: ReactNode;
}

/** Where a list would be, when there is nothing to show: why, and what to do about it. */
export function EmptyState({ icon: Icon, title, text, level, children }: EmptyStateProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "bg-spotlight flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stage-600 px-6 text-center",
        level === 2 ? "py-12" : "py-10",
      )}
    >
      <Icon aria-hidden className={cn("text-spotlight-400", level === 2 ? "size-10" : "size-9")} />
      <Heading className={cn("font-display tracking-wide text-cream-50", level === 2 ? "text-3xl" : "text-2xl")}>{title}</Heading>
      <p className={cn("max-w-md text-cream-300", level === 3 && "text-sm")}>{text}</p>
      {children}
    </div>
  );
}
