import { Mic, Pencil, Play } from "lucide-react";
import { Link } from "wouter";
import { punchlineCount, truncate } from "@shared/joke-notes/list-rules";
import {
  performCategories,
  performCategoryLabels,
  type PerformCategory,
  type PerformSetCounts,
} from "@shared/joke-notes/perform-set";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { categoryBlurbs } from "../lib/category-blurbs";
import { OtherSetLinks } from "./other-set-links";
import { readSetMinutes, setLengthLabel, setLengthOptions, type SetMinutes } from "../lib/set-timer";

interface StoolMenuProps {
  category: PerformCategory;
  /** How many jokes each set holds, once known. */
  counts: PerformSetCounts | undefined;
  /** The set, or undefined while it loads. */
  jokes: readonly JokeNote[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  setMinutes: SetMinutes;
  onSetMinutesChange: (minutes: SetMinutes) => void;
  onPerform: () => void;
  performButtonRef?: (button: HTMLButtonElement | null) => void;
}

const EMPTY_REASON_ID = "perform-empty-reason";

export function StoolMenu({
  category,
  counts,
  jokes,
  loadFailed,
  onRetry,
  setMinutes,
  onSetMinutesChange,
  onPerform,
  performButtonRef,
}: StoolMenuProps) {
  const label = performCategoryLabels[category];
  const empty = jokes?.length === 0;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={label} description={categoryBlurbs[category]} />

      <nav aria-label="Set categories" className="-mt-4 flex flex-wrap gap-2">
        {performCategories.map((value) => (
          <Link
            key={value}
            href={`/my-stool?category=${value}`}
            aria-current={value === category ? "page" : undefined}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors",
              value === category
                ? "border-spotlight-500 bg-spotlight-500 text-stage-950"
                : "border-stage-600 text-cream-300 hover:border-spotlight-500 hover:text-spotlight-300",
            )}
          >
            {performCategoryLabels[value]}
            {counts && (
              <>
                {" "}
                <span className="font-normal tabular-nums opacity-80">({counts[value]})</span>
              </>
            )}
          </Link>
        ))}
      </nav>
      <p className="-mt-3 text-sm text-cream-300">
        My Stool, Open Mic and Main are the Joke Lab&apos;s three Production columns: each is its own set, performed on its own.
      </p>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card className="bg-brick relative overflow-hidden">
          <div aria-hidden className="bg-curtain absolute inset-x-0 top-0 h-1.5" />
          <CardContent className="flex flex-col gap-5 pt-8 sm:pt-9">
            <div className="flex items-center gap-4">
              <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-stage-950/80 ring-1 ring-spotlight-500/50">
                <Mic aria-hidden className="size-8 text-spotlight-400" />
              </span>
              {jokes ? (
                <p className="text-cream-100" data-testid="stool-count">
                  <span className="block font-display text-5xl leading-none text-cream-50 tabular-nums">{jokes.length}</span>{" "}
                  <span className="text-sm text-cream-300">{jokes.length === 1 ? "joke" : "jokes"} in {label}</span>
                </p>
              ) : loadFailed ? (
                <p className="text-sm text-cream-300">Your set could not be loaded.</p>
              ) : (
                <Skeleton className="h-14 w-32" />
              )}
            </div>

            <div className="grid gap-1.5">
              <Label htmlFor="set-length">Set length</Label>
              <Select value={String(setMinutes)} onValueChange={(value) => onSetMinutesChange(readSetMinutes(value))}>
                <SelectTrigger id="set-length" aria-label="Set length" className="bg-stage-950/85">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {setLengthOptions.map((minutes) => (
                    <SelectItem key={minutes} value={String(minutes)}>
                      {setLengthLabel(minutes)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p className="text-xs text-cream-400">The timer warns you when one minute is left.</p>
            </div>

            <div className="flex flex-wrap gap-3">
              <Button
                ref={performButtonRef}
                variant="neon"
                size="lg"
                className="flex-1"
                onClick={onPerform}
                disabled={!jokes || empty}
                aria-describedby={empty ? EMPTY_REASON_ID : undefined}
              >
                <Play aria-hidden />
                Perform
              </Button>
              <Button asChild variant="outline" size="lg" className="flex-1">
                <Link href="/joke-lab?tab=production">
                  <Pencil aria-hidden />
                  Edit (Joke Lab)
                </Link>
              </Button>
            </div>
            {empty && (
              <div className="flex flex-col gap-3">
                <p id={EMPTY_REASON_ID} className="text-cream-100">
                  Add some jokes to the stool first!{" "}
                  <span className="text-cream-300">{label} has none yet.</span>
                </p>
                <OtherSetLinks category={category} counts={counts} action="perform" />
              </div>
            )}
            {loadFailed && (
              <Button variant="link" onClick={onRetry} className="self-start">
                Try again
              </Button>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Set list</CardTitle>
            <CardDescription>In your saved order. Reorder it in Joke Notes.</CardDescription>
          </CardHeader>
          <CardContent>
            {!jokes ? (
              <div className="grid gap-2">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            ) : jokes.length === 0 ? (
              <div className="rounded-xl border border-dashed border-stage-600 px-4 py-8 text-center text-cream-300">
                Nothing in {label} yet. Promote jokes to it in the Joke Lab.
              </div>
            ) : (
              <ol aria-label="Set list" className="flex flex-col gap-2">
                {jokes.map((joke, i) => (
                  <li key={joke.id} className="flex items-baseline gap-3 rounded-xl border border-stage-700 bg-stage-950/60 px-3 py-2.5">
                    <span className="w-6 shrink-0 text-right font-display text-xl text-spotlight-400 tabular-nums">{i + 1}</span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-cream-50">{truncate(joke.setup, 80)}</span>
                      <span className="text-xs text-cream-400">{punchlineCount(joke.punchlines.length)}</span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
