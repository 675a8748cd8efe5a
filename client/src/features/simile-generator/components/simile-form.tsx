import { useId, useState, type FormEvent } from "react";
import { SIMILE_COUNT } from "@shared/ai/ai-input";
import { DEFAULT_SIMILE_STYLE, simileStyles, type SimileStyle } from "@shared/ai/simile-styles";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { GenerateSimilesInput } from "../api/generate-similes";

interface SimileFormProps {
  canUseAI: boolean;
  pending: boolean;
  onGenerate: (input: GenerateSimilesInput) => void;
}

export function SimileForm({ canUseAI, pending, onGenerate }: SimileFormProps) {
  const id = useId();
  const [topic, setTopic] = useState("");
  const [style, setStyle] = useState<SimileStyle>(DEFAULT_SIMILE_STYLE);
  const [context, setContext] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!topic.trim()) {
      toast({ title: "Topic required", description: "Please enter a topic to generate similes about.", variant: "destructive" });
      return;
    }
    onGenerate({ topic, type: style, count: SIMILE_COUNT, ...(canUseAI && context.trim() ? { context } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={`${id}-topic`} label="Topic">
        <Input
          id={`${id}-topic`}
          value={topic}
          maxLength={200}
          onChange={(event) => setTopic(event.target.value)}
          placeholder="e.g. my landlord, Monday mornings"
          autoComplete="off"
        />
      </FormField>
      <FormField id={`${id}-style`} label="Style">
        <Select value={style} onValueChange={(value) => setStyle(value as SimileStyle)}>
          <SelectTrigger id={`${id}-style`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {simileStyles.map((value) => (
              <SelectItem key={value} value={value} className="capitalize">
                {value}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {canUseAI && (
        <FormField id={`${id}-context`} label="Context (optional)" hint="Anything the similes should play off, e.g. the bit they're for.">
          <Textarea id={`${id}-context`} value={context} maxLength={2000} rows={3} onChange={(event) => setContext(event.target.value)} />
        </FormField>
      )}
      <Button type="submit" disabled={pending} className="justify-self-start pointer-coarse:h-11">
        {pending ? "Generating..." : "Generate Similes"}
      </Button>
    </form>
  );
}
