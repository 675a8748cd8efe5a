import { useId, useState, type FormEvent } from "react";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { performanceRatings, ratingLabels, type PerformanceRating } from "@shared/performances/ratings";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useLogPerformance } from "../api/log-performance";

/** After perform mode: log the show, each of the set's bits ready to rate. */
export function HowDidItGoDialog({ set, open, onClose }: { set: SetList; open: boolean; onClose: () => void }) {
  const id = useId();
  const [venue, setVenue] = useState("");
  const [showName, setShowName] = useState("");
  const [notes, setNotes] = useState("");
  const [ratings, setRatings] = useState<Record<number, PerformanceRating>>({});
  const log = useLogPerformance({
    onSuccess: () => {
      toast({ title: "Show logged!" });
      onClose();
    },
    onError: (error) => toast({ title: "Error logging show", description: error.message, variant: "destructive" }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.mutate({
      performedAt: new Date().toISOString(),
      venue,
      showName: showName.trim() || null,
      setListId: set.id,
      notes: notes.trim() || null,
      ratings: set.items.flatMap((item) => {
        const rating = ratings[item.jokeNoteId];
        return rating ? [{ jokeNoteId: item.jokeNoteId, rating }] : [];
      }),
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
          </div>
          {set.items.map((item) => (
            <fieldset key={item.jokeNoteId} className="flex flex-col gap-2 rounded-xl border border-stage-700 p-3">
              <legend className="max-w-full truncate px-1 text-sm font-medium text-cream-100">{item.setup}</legend>
              <div className="grid grid-cols-4 gap-1.5">
                {performanceRatings.map((rating) => {
                  const checked = ratings[item.jokeNoteId] === rating;
                  return (
                    <label
                      key={rating}
                      className={cn(
                        "flex h-11 cursor-pointer items-center justify-center rounded-lg border border-stage-600 text-sm font-semibold text-cream-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-spotlight-400",
                        checked && "border-spotlight-500 bg-spotlight-500 text-black",
                      )}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={`${id}-rating-${item.jokeNoteId}`}
                        value={rating}
                        checked={checked}
                        onChange={() => setRatings((r) => ({ ...r, [item.jokeNoteId]: rating }))}
                      />
                      {ratingLabels[rating]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
            <Textarea id={`${id}-notes`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" className="h-11" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" className="h-11" disabled={log.isPending || venue.trim() === ""}>
              {log.isPending ? "Saving..." : "Log show"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
