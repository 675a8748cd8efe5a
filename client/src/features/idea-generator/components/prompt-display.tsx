import { useDroppable } from "@dnd-kit/core";
import { Link } from "wouter";
import type { BlenderPrompt, BlenderSwitches, WordKind } from "@shared/blender/build-prompt";
import { cn } from "@/lib/utils";
import { chipDropId } from "../lib/blender-dnd";
import { chipTone } from "./keyword-chip";

const CHIP_LABELS: Record<WordKind, string> = { setup: "Setup", topic: "Topic", personal: "Personal" };

/** One word of the prompt, and the place to drop a keyword that replaces it. */
function PromptChip({ kind, word }: { kind: WordKind; word: string | undefined }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: chipDropId(kind), data: { kind } });
  const dragKind = (active?.data.current as { kind?: WordKind } | undefined)?.kind;
  const matching = dragKind === kind;
  return (
    <div
      ref={setNodeRef}
      data-chip={kind}
      // A keyword held over its own kind of chip: letting go here replaces the word.
      data-drop-ready={matching && isOver ? "" : undefined}
      className={cn(
        "flex min-h-11 items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 transition-shadow",
        word ? chipTone[kind] : "border border-dashed border-stage-500 text-cream-400 ring-transparent",
        matching && "ring-2 ring-offset-2 ring-offset-stage-900",
        matching && isOver && "scale-105 ring-spotlight-300",
      )}
    >
      <span className="text-xs font-semibold tracking-wider uppercase opacity-75">{CHIP_LABELS[kind]}</span>
      <span className="font-semibold">{word ?? "drop one here"}</span>
    </div>
  );
}

interface PromptDisplayProps {
  prompt: BlenderPrompt | null;
  switches: BlenderSwitches;
  hasPersonalKeywords: boolean;
}

/** The prompt, its words highlighted, and a chip per word to drop keywords on. */
export function PromptDisplay({ prompt, switches, hasPersonalKeywords }: PromptDisplayProps) {
  if (!prompt) {
    return (
      <p className="text-cream-300">
        Add setup keywords or topic categories in{" "}
        <Link href="/my-joke-elements" className="text-spotlight-300 underline-offset-4 hover:underline">
          My Elements
        </Link>{" "}
        and switch them on to get a prompt.
      </p>
    );
  }
  const kinds: WordKind[] = ["setup", "topic", "personal"].filter(
    (kind) => prompt.words[kind as WordKind] !== undefined || (kind === "personal" && switches.personal && hasPersonalKeywords),
  ) as WordKind[];
  return (
    <div className="grid gap-5">
      <p aria-live="polite" data-testid="blender-prompt" className="font-display text-3xl leading-tight tracking-wide break-words text-cream-50 sm:text-4xl">
        {prompt.parts.map((part, index) =>
          part.kind === "text" ? (
            <span key={index}>{part.text}</span>
          ) : (
            <mark key={index} className={cn("rounded-md bg-transparent px-1", part.kind === "setup" ? "text-spotlight-300" : part.kind === "topic" ? "text-neon-300" : "text-sky-300")}>
              {part.text}
            </mark>
          ),
        )}
      </p>
      <div role="group" className="flex flex-wrap gap-2" aria-label="Prompt words">
        {kinds.map((kind) => (
          <PromptChip key={kind} kind={kind} word={prompt.words[kind]} />
        ))}
      </div>
    </div>
  );
}
