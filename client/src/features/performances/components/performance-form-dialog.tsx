import { useId, useState, type FormEvent } from "react";
import { TextLink } from "@/components/text-link";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { parseDurationText } from "@shared/performances/duration-text";
import type { Performance } from "@shared/performances/performance-dto";
import type { PerformanceRating } from "@shared/performances/ratings";
import { RatingPicker } from "@/components/rating-picker";
import { StageTimeField } from "@/components/stage-time-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSetList } from "@/data/set-lists/queries";
import { useFormDialog } from "@/lib/use-form-dialog";
import { useSetListOptions } from "@/data/set-lists/queries";
import { useSavePerformance } from "../api/save-performance";
import { ratingsHint, type RatingsHint } from "../lib/ratings-hint";
import { isoToShowDay, showDayToIso } from "../lib/show-day";

const DISCARD = "Discard this show? What you typed will be lost.";
const selectClass =
  "h-11 w-full rounded-lg border border-stage-600 bg-stage-950 px-3 text-base text-cream-50 focus-visible:outline-2 focus-visible:outline-spotlight-400";

/** Log a show by hand, or change a logged one: the day, where, the set, how long, and each bit's rating. */
export function PerformanceFormDialog({ performance, open, onClose }: { performance: Performance | null; open: boolean; onClose: () => void }) {
  const id = useId();
  const { returnFocus, setDirty, requestClose, saved } = useFormDialog(open, onClose, DISCARD);
  const [day, setDay] = useState(performance ? isoToShowDay(performance.performedAt) : isoToShowDay(new Date().toISOString()));
  const [venue, setVenue] = useState(performance?.venue ?? "");
  const [showName, setShowName] = useState(performance?.showName ?? "");
  const [setListId, setSetListId] = useState<number | null>(performance?.setListId ?? null);
  const [duration, setDuration] = useState(performance?.durationSeconds ? formatRunningTime(performance.durationSeconds) : "");
  const [notes, setNotes] = useState(performance?.notes ?? "");
  const [ratings, setRatings] = useState<Record<number, PerformanceRating>>(() =>
    Object.fromEntries((performance?.ratings ?? []).map((r) => [r.jokeNoteId, r.rating])),
  );
  const setLists = useSetListOptions(open);
  const set = useSetList(setListId);
  // The bits to rate: those rated before, then the chosen set's others.
  const bits = [
    ...(performance?.ratings ?? []).map((r) => ({ jokeNoteId: r.jokeNoteId, setup: r.setup })),
    ...(set.data?.items ?? []).filter((item) => !performance?.ratings.some((r) => r.jokeNoteId === item.jokeNoteId)),
  ];
  const performedAt = showDayToIso(day);
  const durationSeconds = parseDurationText(duration);
  const save = useSavePerformance({
    onSuccess: () => {
      toast({ title: performance ? "Show updated" : "Show logged!" });
      saved();
    },
    onError: (error) => toast({ title: "Error saving show", description: error.message, variant: "destructive" }),
  });
  const changed = <T,>(setter: (value: T) => void) => (value: T) => {
    setDirty(true);
    setter(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!performedAt || durationSeconds === undefined) return;
    save.mutate({
      id: performance?.id,
      performedAt,
      venue,
      showName: showName.trim() || null,
      setListId,
      durationSeconds,
      notes: notes.trim() || null,
      ratings: bits.flatMap((bit) => (ratings[bit.jokeNoteId] ? [{ jokeNoteId: bit.jokeNoteId, rating: ratings[bit.jokeNoteId]! }] : [])),
    });
  };
  const title = performance ? "Edit show" : "Log a show";

  return (
    <Dialog open={open} onOpenChange={(next) => !next && requestClose()}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Where you played, and how each bit went.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label={title}>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-day`}>Date</Label>
              <Input id={`${id}-day`} type="date" value={day} onChange={(e) => changed(setDay)(e.target.value)} required />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-venue`}>Venue</Label>
              <Input id={`${id}-venue`} value={venue} onChange={(e) => changed(setVenue)(e.target.value)} maxLength={200} required />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-show`}>Show name (optional)</Label>
              <Input id={`${id}-show`} value={showName} onChange={(e) => changed(setShowName)(e.target.value)} maxLength={200} />
            </div>
            <StageTimeField id={`${id}-duration`} value={duration} onChange={changed(setDuration)} valid={durationSeconds !== undefined} />
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-set`}>Set list (optional)</Label>
              <select
                id={`${id}-set`}
                className={selectClass}
                value={setListId ?? ""}
                onChange={(e) => changed(setSetListId)(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">No set list</option>
                {(setLists.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {bits.length > 0 ? (
            bits.map((bit) => (
              <RatingPicker
                key={bit.jokeNoteId}
                name={`${id}-rating-${bit.jokeNoteId}`}
                legend={bit.setup}
                value={ratings[bit.jokeNoteId]}
                onChange={(rating) => changed(setRatings)({ ...ratings, [bit.jokeNoteId]: rating })}
              />
            ))
          ) : (
            <RatingsHintText hint={ratingsHint({ setListCount: setLists.data?.length, pickedSet: setListId === null ? null : set.data && { bits: set.data.items.length } })} />
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
            <Textarea id={`${id}-notes`} value={notes} onChange={(e) => changed(setNotes)(e.target.value)} rows={3} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" className="h-11" onClick={requestClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              className="h-11"
              disabled={save.isPending || venue.trim() === "" || !performedAt || durationSeconds === undefined}
            >
              {save.isPending ? "Saving..." : performance ? "Save changes" : "Log show"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Where the bits to rate would be, why there are none. */
function RatingsHintText({ hint }: { hint: RatingsHint }) {
  if (hint === "loading") return null;
  if (hint === "no-set-lists") {
    return (
      <p className="text-sm text-cream-300">
        No set lists yet, so there are no bits to rate.{" "}
        <TextLink href="/set-lists">Make a set list</TextLink>{" "}
        to rate each bit of a show.
      </p>
    );
  }
  return (
    <p className="text-sm text-cream-300">
      {hint === "empty-set" ? "This set list has no bits yet, so there is nothing to rate." : "Pick a set list to rate its bits."}
    </p>
  );
}
