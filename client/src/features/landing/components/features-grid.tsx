import { Blend, MessageSquareText, NotebookPen, Sparkles, StickyNote, Ticket, UserRound } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useSmsOffered } from "@/data/sms/offered";
import { cn } from "@/lib/utils";

const FEATURES = [
  {
    icon: NotebookPen,
    title: "Joke Notes",
    text: "A setup with several punchline options, plus notes and inspiration. Organise by stage, search, sort, reorder and print.",
  },
  {
    icon: Sparkles,
    title: "Writing Assistant",
    text: "Optional AI help when you want it: punchline suggestions, idea enhancement and topical prompts.",
  },
  {
    icon: Blend,
    title: "Idea Generator",
    text: "My Blender mixes your keywords into fresh writing prompts and turns them into ideas.",
  },
  {
    icon: UserRound,
    title: "About Me Profile",
    text: "Your keywords, topics and sentence starters shape every prompt, so the material sounds like you.",
  },
  {
    icon: StickyNote,
    title: "Smart Notes",
    text: "Free-form notes and a notebook of thoughts grouped by category, for everything that isn't a joke yet.",
  },
  {
    icon: Ticket,
    title: "Show Discovery",
    text: "Find comedy shows and open mics in your area and get yourself on a lineup.",
  },
  {
    icon: MessageSquareText,
    title: "Text Your Jokes",
    sms: true,
    text: "Text a joke the moment it hits you and it syncs straight to your collection.",
  },
];

/** The product's features; texting jokes in only where the site has an SMS capture number. */
export function FeaturesGrid() {
  const smsOffered = useSmsOffered();
  const features = FEATURES.filter((feature) => smsOffered || !feature.sms);
  // An odd last card sits centred below the others.
  const oddLast = features.length % 2 === 1;
  return (
    <section aria-labelledby="features-title" className="bg-brick relative border-y border-stage-800">
      <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-stage-950 via-stage-950/80 to-stage-950" />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="features-title" className="text-center font-display text-4xl tracking-wide text-cream-50 sm:text-5xl">
          Everything between the notebook and the mic
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-cream-300">
          Tools that follow a joke from the first scribble to the last laugh.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className={cn(oddLast && "last:sm:col-span-2 last:lg:col-span-1 last:lg:col-start-2")}>
              <Card className="h-full p-6 transition-colors hover:border-spotlight-500/60">
                <span className="flex size-11 items-center justify-center rounded-xl bg-spotlight-500/15 ring-1 ring-spotlight-500/40">
                  <Icon aria-hidden className="size-5 text-spotlight-400" />
                </span>
                <h3 className="mt-4 font-display text-2xl tracking-wide text-cream-50">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-cream-300">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
