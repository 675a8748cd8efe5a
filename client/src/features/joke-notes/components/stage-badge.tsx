import { statusClass, statusLabels, type StatusClass } from "@shared/joke-notes/stages";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const tones: Record<StatusClass, string> = {
  idea: "bg-spotlight-500/10 text-spotlight-200 ring-spotlight-500/30",
  on_hold: "bg-stage-700 text-cream-300 ring-stage-500",
  working_on: "bg-spotlight-500/20 text-spotlight-300 ring-spotlight-500/50",
  main: "bg-neon-600/20 text-neon-300 ring-neon-500/50",
  open_mic_material: "bg-curtain-700/40 text-neon-300 ring-curtain-600",
  my_stool_material: "bg-neon-600 text-white ring-neon-500",
  none: "bg-stage-800 text-cream-400 ring-stage-600",
};

export function StageBadge({ note, className }: { note: Parameters<typeof statusClass>[0]; className?: string }) {
  const status = statusClass(note);
  return <Badge className={cn("ring-1", tones[status], className)}>{statusLabels[status]}</Badge>;
}
