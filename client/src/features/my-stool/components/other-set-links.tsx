import { Link } from "wouter";
import {
  jokeCountText,
  otherSetsWithJokes,
  performCategoryLabels,
  type PerformCategory,
  type PerformSetCounts,
} from "@shared/joke-notes/perform-set";
import { Button } from "@/components/ui/button";

interface OtherSetLinksProps {
  /** The empty set. */
  category: PerformCategory;
  counts: PerformSetCounts | undefined;
  /** Perform the other set at once, or open its menu. */
  action: "perform" | "menu";
}

/**
 * An empty set's way out: the sets that do hold jokes (Main, Open Mic, My Stool are three
 * different sets), then the Joke Lab, where jokes are put on the stool.
 */
export function OtherSetLinks({ category, counts, action }: OtherSetLinksProps) {
  const others = otherSetsWithJokes(category, counts);
  return (
    <div className="flex flex-wrap items-center justify-center gap-3" data-testid="other-sets">
      {others.map((other) => (
        <Button key={other} asChild variant="default" size="lg">
          <Link href={`/my-stool?category=${other}${action === "perform" ? "&action=perform" : ""}`}>
            {action === "perform" ? "Perform" : "Open"} {performCategoryLabels[other]} ({jokeCountText(counts?.[other] ?? 0)})
          </Link>
        </Button>
      ))}
      <Button asChild variant="outline" size="lg">
        <Link href="/joke-lab?tab=production">Put jokes in {performCategoryLabels[category]} (Joke Lab)</Link>
      </Button>
    </div>
  );
}
