import { Armchair, NotebookPen } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface StatCardProps {
  label: string;
  value: number;
  tone: "spotlight" | "neon";
}

export function StatCard({ label, value, tone }: StatCardProps) {
  const Icon = tone === "spotlight" ? NotebookPen : Armchair;
  return (
    <Card className="flex items-center justify-between gap-4 p-4 sm:p-6">
      <div>
        <p className="text-xs font-medium text-cream-300 sm:text-sm">{label}</p>
        <p className={cn("font-display text-6xl leading-none", tone === "spotlight" ? "text-spotlight-400" : "text-neon-400")}>
          {value}
        </p>
      </div>
      <span
        className={cn(
          "hidden size-12 shrink-0 items-center justify-center rounded-xl ring-1 sm:flex",
          tone === "spotlight" ? "bg-spotlight-500/15 ring-spotlight-500/40" : "bg-neon-600/15 ring-neon-500/40",
        )}
      >
        <Icon aria-hidden className={cn("size-6", tone === "spotlight" ? "text-spotlight-400" : "text-neon-400")} />
      </span>
    </Card>
  );
}
