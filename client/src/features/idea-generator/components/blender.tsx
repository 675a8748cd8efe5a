import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { RefreshCw, Wand2 } from "lucide-react";
import { useMemo, useState } from "react";
import {
  buildPrompt,
  hasCoreWords,
  replaceWord,
  type BlenderPrompt,
  type BlenderSources,
  type BlenderSwitches,
  type WordKind,
} from "@shared/blender/build-prompt";
import type { Profile } from "@shared/profile/profile-dto";
import { AiProgress } from "@/components/ai-progress";
import { PremiumHint } from "@/components/premium-hint";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/data/account/auth-provider";
import { useGenerateIdeas } from "../api/generate-ideas";
import { useGeneratedIdeas } from "../hooks/use-generated-ideas";
import { generatedIdeas } from "@shared/blender/generated-idea";
import {
  blenderAnnouncements,
  chipDropId,
  keyboardToMatchingChip,
  screenReaderInstructions,
  type KeywordDragData,
} from "../lib/blender-dnd";
import { GeneratedIdeas } from "./generated-ideas";
import { HowToUse } from "./how-to-use";
import { KeywordChipPreview } from "./keyword-chip";
import { KeywordsPanel } from "./keywords-panel";
import { PromptDisplay } from "./prompt-display";

const sourcesOf = (profile: Profile): BlenderSources => ({
  setupKeywords: profile.setupKeywords,
  topicCategories: profile.topicCategories,
  personalKeywords: profile.keywords,
  sentenceStarters: profile.sentenceStarters,
});

/** Pointer: the point under it; keyboard: the dragged chip's centre. */
const detectCollisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const NO_KEYWORDS = { title: "No keywords selected", description: "Please enable at least setup keywords or topic categories." };

export function Blender({ profile, jokeMachineOn }: { profile: Profile; jokeMachineOn: boolean }) {
  const { user } = useAuth();
  const sources = useMemo(() => sourcesOf(profile), [profile]);
  const [switches, setSwitches] = useState<BlenderSwitches>({ setup: true, topic: true, personal: true });
  const [prompt, setPrompt] = useState<BlenderPrompt | null>(() => buildPrompt(sources, switches, Math.random));
  const [dragged, setDragged] = useState<KeywordDragData | null>(null);
  const ideas = useGeneratedIdeas();

  const generate = useGenerateIdeas({
    onSuccess: (answer, input) => {
      ideas.add(generatedIdeas(answer, input.prompt));
      if (answer.source === "fallback" && profile.canUseAI) {
        toast({
          title: "Generated with fallback",
          description: "AI generation failed, showing basic ideas.",
          variant: "destructive",
        });
      }
    },
    onError: (error) => toast({ title: "Error generating ideas", description: error.message, variant: "destructive" }),
  });

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardToMatchingChip, scrollBehavior: "auto" }),
  );

  const nextPrompt = () => {
    if (!hasCoreWords(sources, switches)) {
      toast({ ...NO_KEYWORDS, variant: "destructive" });
      return;
    }
    setPrompt(buildPrompt(sources, switches, Math.random));
  };

  const onSwitch = (kind: WordKind, on: boolean) => {
    const next = { ...switches, [kind]: on };
    setSwitches(next);
    if (!hasCoreWords(sources, next)) toast({ ...NO_KEYWORDS, variant: "destructive" });
  };

  const ideasFromPrompt = () => {
    if (!prompt) {
      toast({ ...NO_KEYWORDS, variant: "destructive" });
      return;
    }
    generate.mutate({
      prompt: prompt.text,
      keywords: prompt.words,
      personalKeywords: switches.personal ? profile.keywords : [],
    });
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current as KeywordDragData | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current as KeywordDragData | undefined;
    if (!data || !prompt || over?.id !== chipDropId(data.kind)) return;
    setPrompt(replaceWord(prompt, data.kind, data.word));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements: blenderAnnouncements, screenReaderInstructions }}
    >
      {/* Phone: prompt, keywords (close enough to drag between), ideas, help. Desktop: keywords and help on the left. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card className="bg-spotlight lg:col-start-2 lg:row-start-1">
          <CardHeader>
            <CardTitle>Your Prompt</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <PromptDisplay prompt={prompt} switches={switches} hasPersonalKeywords={profile.keywords.length > 0} />
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={nextPrompt} className="pointer-coarse:h-11">
                <RefreshCw aria-hidden />
                Next Prompt
              </Button>
              <Button onClick={ideasFromPrompt} disabled={generate.isPending} className="pointer-coarse:h-11">
                <Wand2 aria-hidden />
                Ideas from this prompt
              </Button>
            </div>
            {generate.isPending && (
              <AiProgress label={profile.canUseAI ? "Blending ideas with the writing assistant..." : "Blending ideas..."} onCancel={generate.cancel} />
            )}
          </CardContent>
        </Card>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 grid gap-6">
          <KeywordsPanel profile={profile} switches={switches} onSwitch={onSwitch} />
          <HowToUse />
        </div>
        <div className="grid gap-6 lg:col-start-2 lg:row-start-2">
          <GeneratedIdeas ideas={ideas.ideas} onClear={ideas.clear} jokeMachineOn={jokeMachineOn} />
          {!profile.canUseAI && <PremiumHint switchedOff={user?.subscriptionTier === "premium"} what="ideas written by AI from your prompt" />}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>{dragged && <KeywordChipPreview {...dragged} />}</DragOverlay>
    </DndContext>
  );
}
