import { ChevronDown, ListFilter, Printer } from "lucide-react";
import { sortOptions, type SortOption } from "@shared/joke-notes/list-rules";
import { SearchField } from "@/components/search-field";
import { Button } from "@/components/ui/button";
import { CollapsibleTrigger } from "@/components/ui/collapsible";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

interface NotesToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  visibleCount: number;
  filterOpen: boolean;
  printMode: boolean;
  /** Why there is nothing to print (no notes, or none match), shown beside Print Jokes; null when there is. */
  nothingToPrint: string | null;
  onStartPrint: () => void;
}

const NOTHING_TO_PRINT_ID = "nothing-to-print";

/** Search, sort, the "Filter by Stage" toggle (with the visible count) and "Print Jokes". */
export function NotesToolbar({
  search,
  onSearchChange,
  sort,
  onSortChange,
  visibleCount,
  filterOpen,
  printMode,
  nothingToPrint,
  onStartPrint,
}: NotesToolbarProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          value={search}
          onChange={onSearchChange}
          label="Search joke notes"
          placeholder="Search setups, punchlines and notes..."
          className="min-w-0 flex-1"
        />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <Select value={sort} onValueChange={(value) => onSortChange(value as SortOption)}>
            <SelectTrigger aria-label="Sort" className="col-span-2 sm:w-48">
              <span className="flex min-w-0 items-center gap-2">
                <span className="text-cream-400">Sort:</span>
                <SelectValue />
              </span>
            </SelectTrigger>
            <SelectContent>
              {sortOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <CollapsibleTrigger asChild>
            <Button variant="outline" className={cn("h-11 px-3 sm:px-4", filterOpen && "border-spotlight-500 text-spotlight-300")}>
              <ListFilter aria-hidden className="hidden sm:block" />
              Filter by Stage
              <span className="rounded-full bg-stage-700 px-2 py-0.5 text-xs tabular-nums text-cream-100">{visibleCount}</span>
              <ChevronDown aria-hidden className={cn("hidden transition-transform sm:block", filterOpen && "rotate-180")} />
            </Button>
          </CollapsibleTrigger>
          <Button
            variant="outline"
            className="h-11 px-3 sm:px-4"
            onClick={onStartPrint}
            disabled={printMode || nothingToPrint !== null}
            aria-describedby={nothingToPrint === null ? undefined : NOTHING_TO_PRINT_ID}
          >
            <Printer aria-hidden />
            Print Jokes
          </Button>
        </div>
      </div>
      {nothingToPrint !== null && (
        <p id={NOTHING_TO_PRINT_ID} className="text-sm text-cream-300 md:text-right">
          {nothingToPrint}
        </p>
      )}
    </div>
  );
}
