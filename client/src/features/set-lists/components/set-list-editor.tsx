import { ArrowLeft, Mic, Play, Printer, Timer, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { SetList, SetListItem } from "@shared/set-lists/set-list-dto";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/data/http/api-error";
import { useSetList } from "@/data/set-lists/queries";
import { useDeleteSetList } from "../api/delete-set-list";
import { useReplaceSetListItems } from "../api/replace-set-list-items";
import { printPage } from "@/lib/print-window";
import { buildSetCardHtml } from "../lib/set-card-html";
import { targetText } from "../lib/target-text";
import { AddBitsPanel } from "./add-bits-panel";
import { HowDidItGoDialog } from "./how-did-it-go-dialog";
import { RehearseMode } from "./rehearse-mode";
import { SetListBits } from "./set-list-bits";
import { SetListDetailsForm } from "./set-list-details-form";
import { TargetBadge } from "./target-badge";

const EMPTY_SET_REASON_ID = "empty-set-reason";

export const DELETE_SET_CONFIRM = "Delete this set list? Its jokes stay in Joke Notes.";

/** One set: its name and target, the running order, bits to add, and what to do with it. */
export function SetListEditor({
  id,
  onClose,
  askHowItWent = false,
  performedSeconds = null,
  recordingKey = null,
  onAsked,
}: {
  id: number;
  onClose: () => void;
  /** Just back from perform mode: ask how it went. */
  askHowItWent?: boolean;
  /** How long the set just ran in perform mode. */
  performedSeconds?: number | null;
  /** The device's key of the set's recording, when it was recorded. */
  recordingKey?: string | null;
  onAsked?: () => void;
}) {
  const query = useSetList(id);
  const [rehearsing, setRehearsing] = useState(false);
  const replace = useReplaceSetListItems(id, {
    onError: (error) => toast({ title: "Error updating set list", description: error.message, variant: "destructive" }),
  });
  const remove = useDeleteSetList({
    onSuccess: () => toast({ title: "Set list deleted" }),
    onError: (error) => toast({ title: "Error deleting set list", description: error.message, variant: "destructive" }),
  });

  if (query.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-stage-700 p-5">
        <p className="text-cream-200">
          {query.error instanceof ApiError && query.error.status === 404 ? "This set list no longer exists." : "This set list could not be loaded."}
        </p>
        <Button variant="outline" className="h-11" onClick={onClose}>
          <ArrowLeft aria-hidden />
          Back to set lists
        </Button>
      </div>
    );
  }
  const set: SetList = query.data;
  const setItems = (items: SetListItem[]) => replace.mutate({ items });
  const status = targetText(set.estimatedSeconds, set.targetMinutes);
  const empty = set.items.length === 0;
  const print = () => {
    if (!printPage(buildSetCardHtml(set))) {
      toast({ title: "Print blocked", description: "Please allow popups for this site to enable printing.", variant: "destructive" });
    }
  };
  const deleteSet = () => {
    if (!window.confirm(DELETE_SET_CONFIRM)) return;
    remove.mutate(set.id);
    onClose();
  };

  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-stage-700 bg-stage-900/85 p-4 sm:p-6">
      <Button variant="ghost" className="h-11 self-start lg:hidden" onClick={onClose}>
        <ArrowLeft aria-hidden />
        All set lists
      </Button>
      <SetListDetailsForm set={set} />

      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stage-950/60 px-4 py-3" aria-live="polite">
        <Timer aria-hidden className="size-5 text-spotlight-400" />
        <p className="text-cream-100">
          <span className="sr-only">Running time </span>
          <span className="font-mono text-xl font-semibold tabular-nums" data-testid="set-total">
            {formatRunningTime(set.estimatedSeconds)}
          </span>
          <span className="text-cream-300"> of {set.targetMinutes}:00</span>
        </p>
        <TargetBadge status={status} />
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {empty ? (
            <Button className="h-11" disabled aria-describedby={EMPTY_SET_REASON_ID}>
              <Play aria-hidden />
              Perform
            </Button>
          ) : (
            <Button asChild className="h-11">
              <Link href={`/set-lists/${set.id}/perform`}>
                <Play aria-hidden />
                Perform
              </Link>
            </Button>
          )}
          <Button variant="outline" className="h-11" onClick={() => setRehearsing(true)} disabled={empty} aria-describedby={empty ? EMPTY_SET_REASON_ID : undefined}>
            <Mic aria-hidden />
            Rehearse
          </Button>
          <Button variant="outline" className="h-11" onClick={print} disabled={empty} aria-describedby={empty ? EMPTY_SET_REASON_ID : undefined}>
            <Printer aria-hidden />
            Print card
          </Button>
          <Button variant="ghost" className="h-11 text-neon-300" onClick={deleteSet}>
            <Trash2 aria-hidden />
            Delete set
          </Button>
        </div>
        {empty && (
          <p id={EMPTY_SET_REASON_ID} className="text-sm text-cream-300">
            No bits in this set yet: add some below to perform, rehearse or print it.
          </p>
        )}
      </div>

      <SetListBits items={set.items} onChange={setItems} />
      {rehearsing && <RehearseMode set={set} onClose={() => setRehearsing(false)} />}
      {askHowItWent && <HowDidItGoDialog set={set} open performedSeconds={performedSeconds} recordingKey={recordingKey} onClose={() => onAsked?.()} />}
      <AddBitsPanel items={set.items} onAdd={(item) => setItems([...set.items, item])} />
    </div>
  );
}
