import { ChevronDown, CircleHelp } from "lucide-react";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/utils";

export function HowToUse() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-5 py-4 text-left font-display text-2xl tracking-wide text-cream-50 focus-visible:outline-2 focus-visible:outline-spotlight-400 sm:px-6">
          <CircleHelp aria-hidden className="size-5 text-spotlight-400" />
          How to use
          <ChevronDown aria-hidden className={cn("ml-auto size-5 transition-transform motion-reduce:transition-none", open && "rotate-180")} />
        </CollapsibleTrigger>
        <CollapsibleContent className="px-5 pb-5 text-sm text-cream-200 sm:px-6">
          <ol className="grid list-decimal gap-2 pl-5">
            <li>Switch on the lists to blend: setup keywords, topic categories and, now and then, a personal keyword.</li>
            <li>Read the prompt aloud and finish the sentence. Not feeling it? Press Next Prompt.</li>
            <li>Swap a word: drag a keyword onto its chip in the prompt (or focus it, press space, an arrow key, then space).</li>
            <li>Press "Ideas from this prompt" for five ideas, then take the best one to Joke Machine to write it up.</li>
          </ol>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
