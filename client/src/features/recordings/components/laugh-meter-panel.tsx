import { RotateCcw } from "lucide-react";
import type { Recording } from "@shared/recordings/recording-dto";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useLaughMeter, useResetLaughMeter } from "@/data/recordings/laugh-meter";
import { setsText } from "../lib/time-text";

export const RESET_METER_CONFIRM = "Go back to the default meter? It forgets what it learned from your corrections; the corrections themselves stay as you made them.";

/**
 * What the laugh meter has learned from the comedian's corrections, said plainly, with the way
 * back to the default; and, for this recording, whether it was read with what it learned.
 */
export function LaughMeterPanel({ recording }: { recording: Pick<Recording, "meter"> }) {
  const meter = useLaughMeter();
  const reset = useResetLaughMeter();
  const readWith = recording.meter.learnedFromSets;

  const goBack = () => {
    if (!window.confirm(RESET_METER_CONFIRM)) return;
    reset.mutate(undefined, {
      onSuccess: () => toast({ title: "The meter is back to its default" }),
      onError: (error) => toast({ title: "The meter could not be reset", description: error.message, variant: "destructive" }),
    });
  };

  return (
    <section aria-labelledby="meter-heading" className="flex flex-col gap-2 rounded-xl border border-stage-700 bg-stage-900/85 p-4">
      <h2 id="meter-heading" className="text-xl font-semibold text-cream-50">
        Laugh meter
      </h2>
      {readWith > 0 && (
        <p className="text-sm text-cream-100">
          This set was read with what the meter learned from {setsText(readWith)} you corrected{recording.meter.venue ? ` at ${recording.meter.venue}` : ""}.
        </p>
      )}
      {meter.isPending ? (
        <Skeleton className="h-5 w-72" />
      ) : meter.isError ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-cream-300">What the meter has learned could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void meter.refetch()}>
            Try again
          </Button>
        </div>
      ) : meter.data.isDefault ? (
        <p role="status" className="text-sm text-cream-300">
          {meter.data.correctedSets === 0
            ? `Correct the laughs and applause breaks it gets wrong: once you have corrected ${setsText(meter.data.setsToLearn)}, the meter reads your next sets the way you hear them.`
            : `You have corrected ${setsText(meter.data.correctedSets)}. Correct ${meter.data.setsToLearn - meter.data.correctedSets} more and the meter learns from your corrections.`}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-cream-100">
            The meter has learned from {setsText(meter.data.correctedSets)} you corrected.
            {meter.data.venues.map((v) => ` At ${v.venue} it uses what it learned from your ${setsText(v.correctedSets)} there.`).join("")}
          </p>
          <Button variant="outline" className="h-11 self-start" disabled={reset.isPending} onClick={goBack}>
            <RotateCcw aria-hidden />
            {reset.isPending ? "Going back…" : "Go back to the default meter"}
          </Button>
        </>
      )}
    </section>
  );
}
