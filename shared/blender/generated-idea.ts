/**
 * One line of the Generated Ideas list: what it says (a premise from the model, or one of the
 * local writing exercises) and the premise a joke note starts from. An exercise ("Finish the
 * line … three different ways") is instructions to the comedian, never a setup: its premise
 * is the blender prompt it was made from.
 */
export interface GeneratedIdea {
  text: string;
  premise: string;
}

export function generatedIdeas(answer: { ideas: readonly string[]; source: "ai" | "fallback" }, prompt: string): GeneratedIdea[] {
  const premise = prompt.trim();
  return answer.ideas.map((text) => ({ text, premise: answer.source === "fallback" && premise !== "" ? premise : text }));
}

/** A stored line, as kept by older versions (a plain string) or this one; null when unreadable. */
export function readGeneratedIdea(value: unknown): GeneratedIdea | null {
  if (typeof value === "string") return { text: value, premise: value };
  if (typeof value !== "object" || value === null) return null;
  const { text, premise } = value as { text?: unknown; premise?: unknown };
  if (typeof text !== "string") return null;
  return { text, premise: typeof premise === "string" && premise.trim() !== "" ? premise : text };
}
