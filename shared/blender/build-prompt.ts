import { placeholdersIn } from "../profile/sentence-starters";
import { pick, type Random } from "./random";

export type WordKind = "setup" | "topic" | "personal";
export const wordKinds: readonly WordKind[] = ["setup", "topic", "personal"];

/** Chance that a personal keyword joins the prompt when personal keywords are on (spec 9). */
export const PERSONAL_KEYWORD_CHANCE = 0.5;

/** Used when no sentence starter fits the words in play. */
export const FIXED_TEMPLATE = "Write something {setup} about {topic}...";
const FIXED_SETUP_ONLY = "Write something {setup}...";
const FIXED_TOPIC_ONLY = "Write something about {topic}...";

export interface BlenderSources {
  setupKeywords: readonly string[];
  topicCategories: readonly string[];
  personalKeywords: readonly string[];
  sentenceStarters: readonly string[];
}

/** Which of the comedian's lists the blender draws from (the Your Keywords switches). */
export interface BlenderSwitches {
  setup: boolean;
  topic: boolean;
  personal: boolean;
}

export type PromptWords = Partial<Record<WordKind, string>>;

export type PromptPart = { kind: "text"; text: string } | { kind: WordKind; text: string };

export interface BlenderPrompt {
  template: string;
  words: PromptWords;
  parts: PromptPart[];
  text: string;
}

/** Neither setup keywords nor topic categories in play: there is nothing to build a prompt from. */
export function hasCoreWords(sources: BlenderSources, switches: BlenderSwitches): boolean {
  return (switches.setup && sources.setupKeywords.length > 0) || (switches.topic && sources.topicCategories.length > 0);
}

/**
 * A new prompt: a random setup word and topic from the lists that are on, with a 50% chance
 * of a personal keyword when those are on, set into a random sentence starter that uses only
 * the words in play, else the fixed template. Null when no setup word or topic is available.
 */
export function buildPrompt(sources: BlenderSources, switches: BlenderSwitches, random: Random): BlenderPrompt | null {
  if (!hasCoreWords(sources, switches)) return null;
  const words: PromptWords = {};
  if (switches.setup) words.setup = pick(sources.setupKeywords, random);
  if (switches.topic) words.topic = pick(sources.topicCategories, random);
  if (switches.personal && sources.personalKeywords.length > 0 && random() < PERSONAL_KEYWORD_CHANCE) {
    words.personal = pick(sources.personalKeywords, random);
  }
  const fitting = sources.sentenceStarters.filter((starter) => placeholdersIn(starter).every((kind) => words[kind] !== undefined));
  return renderPrompt(pick(fitting, random) ?? fixedTemplate(words), words);
}

function fixedTemplate(words: PromptWords): string {
  if (words.setup === undefined) return FIXED_TOPIC_ONLY;
  if (words.topic === undefined) return FIXED_SETUP_ONLY;
  return FIXED_TEMPLATE;
}

/**
 * The template with its words set in, as parts (so each word can be shown as a chip). A word
 * in play that the template leaves out is added after it, so every chip is in the prompt.
 */
export function renderPrompt(template: string, words: PromptWords): BlenderPrompt {
  const parts: PromptPart[] = [];
  const text = (value: string) => {
    if (value !== "") parts.push({ kind: "text", text: value });
  };
  let last = 0;
  for (const match of template.matchAll(/\{(setup|topic)\}/g)) {
    const kind = match[1] as WordKind;
    const word = words[kind];
    text(template.slice(last, match.index));
    parts.push(word === undefined ? { kind: "text", text: match[0] } : { kind, text: word });
    last = match.index + match[0].length;
  }
  text(template.slice(last));
  const used = placeholdersIn(template);
  if (words.topic !== undefined && !used.includes("topic")) {
    text(" Topic: ");
    parts.push({ kind: "topic", text: words.topic });
    text(".");
  }
  if (words.personal !== undefined) {
    text(" Work in: ");
    parts.push({ kind: "personal", text: words.personal });
    text(".");
  }
  return { template, words, parts, text: parts.map((part) => part.text).join("") };
}

/** The prompt with one word swapped for a keyword dropped on its chip; the template stays. */
export function replaceWord(prompt: BlenderPrompt, kind: WordKind, word: string): BlenderPrompt {
  return renderPrompt(prompt.template, { ...prompt.words, [kind]: word });
}
