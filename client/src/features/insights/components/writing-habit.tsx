import { Flame } from "lucide-react";
import { TextLink } from "@/components/text-link";
import { useLayoutEffect, useRef } from "react";
import type { WritingDay } from "@shared/insights/insights-dto";
import { writingCalendar, writingSummary, type CalendarCell, type WritingCalendar } from "@shared/insights/series";
import { heatColors } from "@/components/charts/chart-colors";
import { ChartSection, EmptyChart, ScrollTable, td, th } from "./chart-section";

const CELL = 11;
const STEP = 14;
const LEFT = 28;
const TOP = 16;
const DAYS = ["Mon", "", "Wed", "", "Fri", "", ""];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Joke notes, notes and thoughts written per day over the last year, and the current streak. */
export function WritingHabit({ writing, today, streakDays }: { writing: WritingDay[]; today: string; streakDays: number }) {
  const calendar = writingCalendar(writing, today);
  return (
    <ChartSection
      title="Writing habit"
      summary={writingSummary(calendar, streakDays)}
      chart={<Heatmap calendar={calendar} />}
      chartHeight={150}
      table={<MonthsTable calendar={calendar} />}
      empty={calendar.total === 0 ? <EmptyChart>
            Write a <TextLink href="/joke-notes">joke note</TextLink>, a <TextLink href="/notes">note</TextLink> or a{" "}
            <TextLink href="/my-thoughts">thought</TextLink> to start your writing calendar.
          </EmptyChart> : undefined}
    >
      <p className="flex items-center gap-2 font-semibold text-cream-50">
        <Flame aria-hidden className="size-5 text-spotlight-400" />
        {streakDays === 1 ? "1 day in a row" : `${streakDays} days in a row`}
      </p>
    </ChartSection>
  );
}

function Heatmap({ calendar }: { calendar: WritingCalendar }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The newest weeks first in view on a narrow screen.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);
  const width = calendar.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  return (
    <div className="flex flex-col gap-2">
      {/* The day names stay put beside the weeks, which scroll sideways on a narrow screen. */}
      <div className="flex">
        <svg aria-hidden width={LEFT} height={height} className="block shrink-0" data-testid="calendar-days">
          {DAYS.map((day, i) => (
            <text key={i} x={0} y={TOP + i * STEP + 9} fill="#d9cbb8" fontSize={10}>
              {day}
            </text>
          ))}
        </svg>
        <div
          ref={scroller}
          role="region"
          aria-label="Writing calendar (scrolls sideways)"
          tabIndex={0}
          className="relative min-w-0 overflow-x-auto pb-1 focus-visible:outline-2 focus-visible:outline-spotlight-400"
        >
          <svg aria-hidden width={width} height={height} className="block">
            {calendar.months.map((month) => (
              <text key={`${month.label}${month.week}`} x={month.week * STEP} y={10} fill="#d9cbb8" fontSize={10}>
                {month.label}
              </text>
            ))}
            {calendar.weeks.map((week, w) =>
              week.map((cell, d) => (cell.future ? null : <Day key={cell.date} cell={cell} x={w * STEP} y={TOP + d * STEP} />)),
            )}
          </svg>
        </div>
      </div>
      <div aria-hidden className="flex items-center gap-1 self-end text-xs text-cream-300">
        Less
        {heatColors.map((color, level) => (
          <svg key={color} width={CELL} height={CELL}>
            <rect width={CELL} height={CELL} rx={2} fill={color} stroke={level === 0 ? "#756870" : "none"} />
          </svg>
        ))}
        More
      </div>
    </div>
  );
}

function Day({ cell, x, y }: { cell: CalendarCell; x: number; y: number }) {
  return (
    <rect x={x} y={y} width={CELL} height={CELL} rx={2} fill={heatColors[cell.level]} stroke={cell.level === 0 ? "#756870" : "none"}>
      <title>{`${cell.date}: ${cell.jokeNotes} joke notes, ${cell.notes} notes, ${cell.thoughts} thoughts`}</title>
    </rect>
  );
}

function MonthsTable({ calendar }: { calendar: WritingCalendar }) {
  const months = new Map<string, { jokeNotes: number; notes: number; thoughts: number; days: number }>();
  for (const cell of calendar.weeks.flat()) {
    if (cell.future) continue;
    const key = cell.date.slice(0, 7);
    const month = months.get(key) ?? { jokeNotes: 0, notes: 0, thoughts: 0, days: 0 };
    month.jokeNotes += cell.jokeNotes;
    month.notes += cell.notes;
    month.thoughts += cell.thoughts;
    if (cell.total > 0) month.days += 1;
    months.set(key, month);
  }
  return (
    <ScrollTable label="Writing by month">
      <caption className="sr-only">What was written each month of the last year, and on how many days.</caption>
      <thead>
        <tr>
          {["Month", "Joke notes", "Notes", "Thoughts", "Days written"].map((label) => (
            <th key={label} scope="col" className={th}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...months].map(([key, month]) => (
          <tr key={key}>
            <th scope="row" className={`${td} font-normal whitespace-nowrap`}>
              {MONTHS[Number(key.slice(5, 7)) - 1]} {key.slice(0, 4)}
            </th>
            <td className={td}>{month.jokeNotes}</td>
            <td className={td}>{month.notes}</td>
            <td className={td}>{month.thoughts}</td>
            <td className={td}>{month.days}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
