import { useId, useState, type FormEvent } from "react";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { parseDurationText } from "@shared/performances/duration-text";
import type { PerformanceRating } from "@shared/performances/ratings";
import { RatingPicker } from "@/components/rating-picker";
import { StageTimeField } from "@/components/stage-time-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useLogPerformance } from "../api/log-performance";
import { useSuggestedRatings } from "../api/use-suggested-ratings";

/** After perform mode: log the show, each of the set's bits ready to rate and the time performed filled in. */
export function HowDidItGoDialog({
  set,
  open,
  onClose,
  performedSeconds = null,
  recordingKey = null,
}: {
  set: SetList;
  open: boolean;
  onClose: () => void;
  /** How long the set ran in perform mode. */
  performedSeconds?: number | null;
  /** The device's key of the set's recording, when it was recorded: ratings are suggested from its laughs. */
  recordingKey?: string | null;
}) {
  const id = useId();
  const [venue, setVenue] = useState("");
  const [showName, setShowName] = useState("");
  const [duration, setDuration] = useState(performedSeconds ? formatRunningTime(performedSeconds) : "");
  const [notes, setNotes] = useState("");
  const [ratings, setRatings] = useState<Record<number, PerformanceRating>>({});
  const { recordingId, suggestions } = useSuggestedRatings(recordingKey);
  /** The comedian's own choice, else the one suggested from the laughs (theirs to change). */
  const ratingOf = (jokeNoteId: number): PerformanceRating | undefined => ratings[jokeNoteId] ?? suggestions?.get(jokeNoteId);
  const durationSeconds = parseDurationText(duration);
  const log = useLogPerformance({
    onSuccess: () => {
      toast({ title: "Show logged!" });
      onClose();
    },
    onError: (error) => toast({ title: "Error logging show", description: error.message, variant: "destructive" }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (durationSeconds === undefined) return;
    log.mutate({
      performedAt: new Date().toISOString(),
      venue,
      showName: showName.trim() || null,
      setListId: set.id,
      durationSeconds,
      notes: notes.trim() || null,
      ratings: set.items.flatMap((item) => {
        const rating = ratingOf(item.jokeNoteId);
        return rating ? [{ jokeNoteId: item.jokeNoteId, rating }] : [];
      }),
      ...(recordingId !== null ? { recordingId } : {}),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>How did it go?</DialogTitle>
          <DialogDescription>Log “{set.name}” and rate each bit, so you know what to keep.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Log this show">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-venue`}>Venue</Label>
              <Input id={`${id}-venue`} value={venue} onChange={(e) => setVenue(e.target.value)} maxLength={200} required />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-show`}>Show name (optional)</Label>
              <Input id={`${id}-show`} value={showName} onChange={(e) => setShowName(e.target.value)} maxLength={200} />
            </div>
            <StageTimeField id={`${id}-duration`} value={duration} onChange={setDuration} valid={durationSeconds !== undefined} />
          </div>
          {recordingKey !== null && !suggestions && (
            <p className="text-sm text-cream-300" data-testid="suggestions-waiting">
              Your recording is on its way to the server: each bit&apos;s rating is suggested from its laughs once it arrives.
            </p>
          )}
          {set.items.map((item) => (
            <RatingPicker
              key={item.jokeNoteId}
              name={`${id}-rating-${item.jokeNoteId}`}
              legend={item.setup}
              value={ratingOf(item.jokeNoteId)}
              hint={ratings[item.jokeNoteId] === undefined && suggestions?.has(item.jokeNoteId) ? "Suggested from the laughs" : undefined}
              onChange={(rating) => setRatings((r) => ({ ...r, [item.jokeNoteId]: rating }))}
            />
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
            <Textarea id={`${id}-notes`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" className="h-11" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" className="h-11" disabled={log.isPending || venue.trim() === "" || durationSeconds === undefined}>
              {log.isPending ? "Saving..." : "Log show"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
