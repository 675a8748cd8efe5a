import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * "Time on stage (m:ss)", as a show is logged (the performance log, and "How did it go?"
 * after a set): its error sits under it while the text is not a time. `valid` comes from
 * `parseDurationText`, which the caller also uses to save.
 */
export function StageTimeField({ id, value, onChange, valid }: { id: string; value: string; onChange: (value: string) => void; valid: boolean }) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Time on stage (m:ss)</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="numeric"
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : errorId}
      />
      {!valid && (
        <p id={errorId} className="text-sm text-neon-300">
          Type minutes, or minutes and seconds like 4:05.
        </p>
      )}
    </div>
  );
}
