import { Lightbulb, Newspaper, Sparkles } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { AiProgress } from "@/components/ai-progress";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useEnhanceIdea } from "../api/enhance-idea";
import { useGeneratePunchlines } from "../api/generate-punchlines";
import { useTopicalPrompts } from "../api/get-topical-prompts";
import { SuggestionList } from "./suggestion-list";

const TOPICAL_STYLES = ["observational", "sarcastic", "absurd", "storytelling", "political", "dark"] as const;

const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: "destructive" });

function Tool({ title, icon: Icon, description, children }: { title: string; icon: typeof Sparkles; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Icon aria-hidden className="size-5 text-spotlight-400" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

interface WritingAssistantProps {
  idea: string;
  onUseIdea: (idea: string) => void;
}

/** Punchline suggestions, idea enhancement and topical prompts: the Premium writing assistant. */
export function WritingAssistant({ idea, onUseIdea }: WritingAssistantProps) {
  const id = useId();
  const [punchlines, setPunchlines] = useState<string[]>([]);
  const [enhanced, setEnhanced] = useState<string[]>([]);
  const [prompts, setPrompts] = useState<string[]>([]);
  const [context, setContext] = useState("");
  const [topic, setTopic] = useState("");
  const [style, setStyle] = useState<string>("observational");

  const punchlineCall = useGeneratePunchlines({ onSuccess: (a) => setPunchlines(a.punchlines), onError: failed("Error getting punchlines") });
  const enhanceCall = useEnhanceIdea({ onSuccess: (a) => setEnhanced(a.ideas), onError: failed("Error enhancing idea") });
  const promptsCall = useTopicalPrompts({ onSuccess: (a) => setPrompts(a.prompts), onError: failed("Error getting topical prompts") });

  const needIdea = () => {
    if (idea.trim()) return false;
    toast({ title: "Idea required", description: "Write or pick an idea first.", variant: "destructive" });
    return true;
  };

  const askTopical = (event: FormEvent) => {
    event.preventDefault();
    if (!topic.trim()) {
      toast({ title: "Topic required", description: "Please enter a topic for the prompts.", variant: "destructive" });
      return;
    }
    promptsCall.mutate({ topic, style });
  };

  return (
    <div className="grid gap-6">
      <Tool title="Punchline suggestions" icon={Sparkles} description="Five tags for your setup, to spark your own.">
        <Button
          className="justify-self-start pointer-coarse:h-11"
          disabled={punchlineCall.isPending}
          onClick={() => !needIdea() && punchlineCall.mutate({ setup: idea, count: 5 })}
        >
          Suggest punchlines
        </Button>
        {punchlineCall.isPending && <AiProgress label="Writing punchlines..." onCancel={punchlineCall.cancel} />}
        {punchlines.length > 0 && <SuggestionList label="Punchline suggestions" items={punchlines} />}
      </Tool>

      <Tool title="Enhance idea" icon={Lightbulb} description="Sharper angles on the same idea; use the one you like.">
        <FormField id={`${id}-context`} label="Context (optional)" hint="Where it's for or what it's about, e.g. a late club set.">
          <Input id={`${id}-context`} value={context} maxLength={2000} onChange={(event) => setContext(event.target.value)} />
        </FormField>
        <Button
          className="justify-self-start pointer-coarse:h-11"
          disabled={enhanceCall.isPending}
          onClick={() => !needIdea() && enhanceCall.mutate({ setup: idea, context: context.trim() || null })}
        >
          Enhance idea
        </Button>
        {enhanceCall.isPending && <AiProgress label="Sharpening your idea..." onCancel={enhanceCall.cancel} />}
        {enhanced.length > 0 && (
          <SuggestionList
            label="Enhanced ideas"
            items={enhanced}
            action={(item) => (
              <Button variant="outline" size="sm" className="mt-0.5 pointer-coarse:h-11" onClick={() => onUseIdea(item)} aria-label={`Use this idea: ${item}`}>
                Use
              </Button>
            )}
          />
        )}
      </Tool>

      <Tool title="Topical prompts" icon={Newspaper} description="Prompts on any topic, in the style you pick.">
        <form onSubmit={askTopical} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormField id={`${id}-topic`} label="Topic">
            <Input id={`${id}-topic`} value={topic} maxLength={200} onChange={(event) => setTopic(event.target.value)} placeholder="e.g. self-checkout machines" />
          </FormField>
          <FormField id={`${id}-style`} label="Style">
            <Select value={style} onValueChange={setStyle}>
              <SelectTrigger id={`${id}-style`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TOPICAL_STYLES.map((value) => (
                  <SelectItem key={value} value={value} className="capitalize">
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <Button type="submit" className="justify-self-start pointer-coarse:h-11" disabled={promptsCall.isPending}>
            Get prompts
          </Button>
        </form>
        {promptsCall.isPending && <AiProgress label="Finding angles..." onCancel={promptsCall.cancel} />}
        {prompts.length > 0 && <SuggestionList label="Topical prompts" items={prompts} />}
      </Tool>
    </div>
  );
}
