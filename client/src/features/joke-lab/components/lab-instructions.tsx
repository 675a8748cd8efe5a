import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/utils";

const steps = [
  ["Develop", "Drag a joke between Ideas, On Hold and Working On as it grows. Drop it on another joke to give it that joke's stage."],
  ["Promote", "Hold a joke over the Production tab until it opens, then drop it in Main, Open Mic or My Stool (or drop it right on the tab for Main). It goes on your stool, ready for On Stage."],
  ["Send back", "Drop a production joke on the Development tab to take it off the stool, or hold it there and pick a column."],
  ["Open", "Click a joke to open it in Joke Notes and rewrite it."],
  ["Touch & keys", "On a phone, press and hold a joke, then drag. With a keyboard, focus a joke's grip and press Space; Left and Right move through all six columns, Up reaches the other tab; Space drops, Escape cancels."],
] as const;

export function LabInstructions() {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="mb-5">
      <CollapsibleTrigger asChild>
        <Button variant="outline" size="sm">
          {open ? "Hide Instructions" : "Show Instructions"}
          <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ol className="mt-3 grid gap-3 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {steps.map(([title, text], index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-spotlight-500/15 font-display text-lg text-spotlight-300 ring-1 ring-spotlight-500/40">
                {index + 1}
              </span>
              <p className="text-cream-300">
                <span className="font-semibold text-cream-50">{title}. </span>
                {text}
              </p>
            </li>
          ))}
        </ol>
      </CollapsibleContent>
    </Collapsible>
  );
}
