import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Mic, Star, Users } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "wouter";
import { performCategoryLabels, type PerformCategory } from "@shared/joke-notes/perform-set";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { jokeNoteCountsQueryOptions } from "@/data/joke-notes/note-caches";
import { performSetStatus } from "@/data/joke-notes/stool-views";

interface StageCard {
  category: PerformCategory;
  description: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

/** The spec's two cards, then Main (docs/decisions/004). */
const cards: StageCard[] = [
  { category: "my_stool", description: "main stage material", icon: Mic },
  { category: "open_mic", description: "material for open mic nights", icon: Users },
  { category: "main", description: "performance-ready material", icon: Star },
];

export function OnStagePage() {
  const { data: counts } = useQuery(jokeNoteCountsQueryOptions());
  return (
    <div className="flex flex-col">
      <PageHeader title="On Stage" description="Pick a set, hit Perform, and let the screen hold your lines." />
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
        {cards.map(({ category, description, icon: Icon }) => {
          const count = counts?.byStatus[performSetStatus(category)];
          const label = performCategoryLabels[category];
          return (
            <li key={category}>
              <Link
                href={`/my-stool?category=${category}`}
                className="group relative flex h-full flex-col gap-4 overflow-hidden rounded-2xl border border-stage-700 bg-stage-900/85 p-6 shadow-[0_12px_40px_-20px_rgb(0_0_0/0.8)] transition-colors hover:border-spotlight-500/70 focus-visible:outline-2 focus-visible:outline-spotlight-400"
              >
                <div aria-hidden className="bg-curtain absolute inset-x-0 top-0 h-1" />
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-14 items-center justify-center rounded-full bg-stage-800 ring-1 ring-spotlight-500/40 transition-shadow group-hover:shadow-[0_0_28px_-4px_rgb(245_165_36/0.6)]">
                    <Icon aria-hidden className="size-7 text-spotlight-400" />
                  </span>
                  {count !== undefined && (
                    <Badge variant={count > 0 ? "spotlight" : "muted"}>{count === 1 ? "1 joke" : `${count} jokes`}</Badge>
                  )}
                </div>
                <div>
                  <h2 className="font-display text-3xl tracking-wide text-cream-50">{label}</h2>
                  <p className="mt-1 text-sm text-cream-300 first-letter:uppercase">{description}</p>
                </div>
                <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-spotlight-400 group-hover:text-spotlight-300">
                  Open set
                  <ChevronRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
