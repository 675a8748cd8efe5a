import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TextLink } from "@/components/text-link";
import { useState } from "react";
import { Link } from "wouter";
import type { InsightJoke } from "@shared/insights/insights-dto";
import { jokesSummary, percent, ratingScore, sortJokes, trendWords, type JokeSortKey, type SortDirection } from "@shared/insights/series";
import { ratingLabels } from "@shared/performances/ratings";
import { lineColors } from "@/components/charts/chart-colors";
import { Sparkline } from "@/components/charts/sparkline";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import type { InsightRange } from "@shared/insights/ranges";
import { lpmText, rangeWords } from "../lib/text";
import { ChartSection, EmptyChart, ScrollTable, td, th } from "./chart-section";
import { RatingsBar, RatingsLegend } from "./ratings-bar";

const PAGE = 25;

const COLUMNS: { key: JokeSortKey; label: string; first: SortDirection; numeric: boolean }[] = [
  { key: "setup", label: "Joke", first: "asc", numeric: false },
  { key: "shows", label: "Shows", first: "desc", numeric: true },
  { key: "ratings", label: "Ratings", first: "desc", numeric: false },
  { key: "hitRate", label: "Hit rate", first: "desc", numeric: true },
  { key: "trend", label: "Last 10 shows", first: "desc", numeric: false },
  { key: "laughsPerMinute", label: "Laughs/min", first: "desc", numeric: true },
  { key: "lastPerformedAt", label: "Last done", first: "desc", numeric: true },
];

/** Every joke performed in the range: its shows, ratings, hit rate, trend and laughs a minute, sortable; a click opens it. */
export function WhatWorks({ jokes, range }: { jokes: InsightJoke[]; range: InsightRange }) {
  const period = rangeWords(range);
  const [sort, setSort] = useState<{ key: JokeSortKey; direction: SortDirection }>({ key: "hitRate", direction: "desc" });
  const [all, setAll] = useState(false);
  const sorted = sortJokes(jokes, sort.key, sort.direction);
  const shown = all ? sorted : sorted.slice(0, PAGE);
  const sortBy = (key: JokeSortKey, first: SortDirection) =>
    setSort((current) => ({ key, direction: current.key === key ? (current.direction === "asc" ? "desc" : "asc") : first }));

  return (
    <ChartSection
      title="What works"
      summary={jokesSummary(jokes)}
      empty={jokes.length === 0 ? <EmptyChart>
            {period ? (
              <>
                No bits were rated in {period}. Choose All time, or log a show in the <TextLink href="/performances">performance log</TextLink>.
              </>
            ) : (
              <>
                Log a show in the <TextLink href="/performances">performance log</TextLink> to see which bits work.
              </>
            )}
          </EmptyChart> : undefined}
    >
      {jokes.length > 0 && (
        <>
          <RatingsLegend />
          <ScrollTable label="Jokes performed">
            <caption className="sr-only">
              Jokes performed, sorted by {COLUMNS.find((c) => c.key === sort.key)?.label} {sort.direction === "asc" ? "ascending" : "descending"}. Hit rate is the share of ratings that are killed or good.
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const active = sort.key === column.key;
                  const Icon = active ? (sort.direction === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
                      className={`${th} ${column.key === "setup" ? "sticky left-0 z-10" : ""} p-0`}
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column.key, column.first)}
                        className="flex min-h-11 w-full items-center gap-1 px-3 py-2 text-left font-semibold hover:text-spotlight-300 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-spotlight-400"
                      >
                        {column.label}
                        <Icon aria-hidden className={`size-3.5 ${active ? "text-spotlight-300" : "text-cream-400"}`} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((joke) => (
                <JokeRow key={joke.jokeNoteId} joke={joke} />
              ))}
            </tbody>
          </ScrollTable>
          {sorted.length > PAGE && (
            <Button variant="outline" size="sm" className="self-start" onClick={() => setAll(!all)}>
              {all ? `Show the first ${PAGE}` : `Show all ${sorted.length} jokes`}
            </Button>
          )}
        </>
      )}
    </ChartSection>
  );
}

function JokeRow({ joke }: { joke: InsightJoke }) {
  const trend = joke.trend.map((rating) => ratingScore[rating]);
  return (
    <tr className="hover:bg-stage-800/60">
      <th scope="row" className={`${td} sticky left-0 z-10 max-w-[11rem] bg-stage-900 font-normal sm:max-w-xs`}>
        <Link
          href={`/joke-notes?edit=${joke.jokeNoteId}`}
          className="line-clamp-2 font-medium whitespace-normal text-cream-50 underline-offset-2 hover:text-spotlight-300 hover:underline"
        >
          {joke.setup}
        </Link>
      </th>
      <td className={td}>{joke.shows}</td>
      <td className={td}>
        <RatingsBar ratings={joke.ratings} />
      </td>
      <td className={`${td} font-semibold text-cream-50`}>{percent(joke.hitRate)}</td>
      <td className={td}>
        <span className="inline-flex items-center gap-2">
          <Sparkline values={trend} domain={[0, 3]} color={lineColors.hitRate} width={80} height={24} />
          <span className="text-xs text-cream-300">{trendWords(joke.trend)}</span>
          <span className="sr-only">: {joke.trend.map((rating) => ratingLabels[rating].toLowerCase()).join(", ")}</span>
        </span>
      </td>
      <td className={td}>{lpmText(joke.laughsPerMinute)}</td>
      <td className={`${td} whitespace-nowrap`}>{formatDate(joke.lastPerformedAt)}</td>
    </tr>
  );
}
