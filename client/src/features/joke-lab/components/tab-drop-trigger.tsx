import { useDroppable } from "@dnd-kit/core";
import { Badge } from "@/components/ui/badge";
import { TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { tabLabels, type LabTab } from "../lib/board-columns";
import { tabDropId } from "../lib/drop-targets";

/**
 * A tab trigger that is also a drop target during a drag: a production card dropped on
 * Development leaves the stool (keeping its stage), a development card dropped on
 * Production is promoted to Main. Holding a card over the other tab opens it.
 */
export function TabDropTrigger({
  tab,
  openTab,
  count,
  dragging,
}: {
  tab: LabTab;
  openTab: LabTab;
  count: number;
  dragging: boolean;
}) {
  const accepts = tab !== openTab;
  const { setNodeRef, isOver } = useDroppable({ id: tabDropId(tab) });
  return (
    <TabsTrigger
      ref={setNodeRef}
      value={tab}
      className={cn(
        "flex h-11 items-center justify-center gap-2 text-base",
        accepts && dragging && "outline-2 outline-offset-[-2px] outline-spotlight-400/70 outline-dashed",
        isOver && "bg-spotlight-500/30 text-spotlight-100 data-[state=active]:bg-spotlight-400",
      )}
    >
      {tabLabels[tab]}
      <Badge variant="muted" className="tabular-nums">
        {count}
        <span className="sr-only"> {count === 1 ? "joke" : "jokes"}</span>
      </Badge>
    </TabsTrigger>
  );
}
