import type { SimileStyle } from "./simile-styles";

/** How many local ideas and similes stand in when the model is not used (spec 9). */
export const FALLBACK_IDEA_COUNT = 5;
export const FALLBACK_SIMILE_COUNT = 6;

interface IdeaWords {
  setup?: string | undefined;
  topic?: string | undefined;
  personal?: string | undefined;
}

/** Five template ideas from the prompt and its words, for comedians without the AI assistant. */
export function fallbackIdeas(prompt: string, words: IdeaWords): string[] {
  const topic = words.topic || "this";
  const setup = words.setup || "strange";
  const personal = words.personal ? ` Bring ${words.personal} into it.` : "";
  return [
    `Finish the line "${prompt}" three different ways, then keep the one that surprises you.`,
    `List five things about ${topic} that everyone pretends are normal but are actually ${setup}.${personal}`,
    `Act out the most ${setup} moment you have had with ${topic}, then exaggerate it twice.`,
    `Explain ${topic} to a child, a cop and your grandmother: where do the three versions go ${setup}?`,
    `Take the opposite view: argue that ${topic} is not ${setup} at all, and let the argument fall apart.`,
  ];
}

const SIMILE_TEMPLATES: Record<SimileStyle, readonly string[]> = {
  funny: [
    "as awkward as {t} at a family reunion",
    "like {t} wearing socks with sandals",
    "as confused as {t} reading the terms and conditions",
    "like {t} trying to parallel park in front of a crowd",
    "as subtle as {t} with a kazoo",
    "like {t} on a group chat at 3 a.m.",
  ],
  creative: [
    "like {t} folded into a paper crane",
    "as restless as {t} waiting for the first line of a poem",
    "like {t} painted in colours nobody has named yet",
    "as surprising as {t} hidden in a fortune cookie",
    "like {t} humming a song it half remembers",
    "as patient as {t} growing in a window box",
  ],
  vivid: [
    "like {t} under a flickering neon sign",
    "as loud as {t} dropped down a stairwell",
    "like {t} crackling in a hot skillet",
    "as sharp as {t} in January wind",
    "like {t} glowing at the end of a dark hallway",
    "as heavy as {t} soaked in rain",
  ],
  absurd: [
    "like {t} filing taxes on the moon",
    "as sensible as {t} in a tuxedo made of bees",
    "like {t} teaching a goldfish to juggle",
    "as likely as {t} winning a staring contest with a mirror",
    "like {t} riding a unicycle through a car wash",
    "as calm as {t} in a room full of confetti cannons",
  ],
  relatable: [
    "like {t} on a Monday morning before coffee",
    "as reliable as {t} when the Wi-Fi drops",
    "like {t} in the checkout line that stopped moving",
    "as tired as {t} after one more episode",
    "like {t} remembering a text it forgot to answer",
    "as welcome as {t} in a reply-all email",
  ],
};

/** Six canned similes about the topic in the chosen style, for when the model is not used. */
export function fallbackSimiles(topic: string, style: SimileStyle): string[] {
  return SIMILE_TEMPLATES[style].map((template) => template.replaceAll("{t}", topic));
}
