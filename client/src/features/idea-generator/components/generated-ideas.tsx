import { ArrowRight, Lightbulb } from "lucide-react";
import { Link } from "wouter";
import type { GeneratedIdea } from "@shared/blender/generated-idea";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

interface GeneratedIdeasProps {
  ideas: GeneratedIdea[];
  onClear: () => void;
  /** Joke Machine is on (site setting): each idea can be taken there. */
  jokeMachineOn: boolean;
}

export const jokeMachineHref = (idea: string) => `/joke-machine?idea=${encodeURIComponent(idea)}`;

/** Ideas so far, newest first; the list scrolls past 24rem. */
export function GeneratedIdeas({ ideas, onClear, jokeMachineOn }: GeneratedIdeasProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Generated Ideas</CardTitle>
        <Button variant="ghost" size="sm" className="pointer-coarse:h-11" onClick={onClear} disabled={ideas.length === 0}>
          Clear All
        </Button>
      </CardHeader>
      <CardContent>
        {ideas.length === 0 ? (
          <p className="text-sm text-cream-400">No ideas yet. Press "Ideas from this prompt" to blend some.</p>
        ) : (
          <ul aria-label="Generated ideas" className="grid max-h-96 gap-2 overflow-y-auto pr-1" tabIndex={0}>
            {ideas.map(({ text, premise }) => (
              <li key={text} className="flex flex-col gap-2 rounded-xl border border-stage-700 bg-stage-950/60 p-3 sm:flex-row sm:items-start">
                <Lightbulb aria-hidden className="mt-0.5 hidden size-4 shrink-0 text-spotlight-400 sm:block" />
                <div className="flex-1">
                  <p className="text-sm break-words whitespace-pre-wrap text-cream-100">{text}</p>
                  {premise !== text && jokeMachineOn && (
                    <p className="mt-1 text-xs break-words text-cream-400">Work on it starts a joke note from the prompt: {premise}</p>
                  )}
                </div>
                {jokeMachineOn && (
                  <Button asChild size="sm" variant="outline" className="self-end pointer-coarse:h-11 sm:self-start">
                    <Link href={jokeMachineHref(premise)} aria-label={`Work on it in Joke Machine: ${text}`}>
                      Work on it
                      <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
