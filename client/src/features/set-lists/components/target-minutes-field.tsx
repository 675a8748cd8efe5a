import { TARGET_MINUTES_MAX, TARGET_MINUTES_MIN } from "@shared/set-lists/set-list-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A set's target length in whole minutes, as the new-set form and the details form ask for it. */
export function TargetMinutesField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex w-28 flex-col gap-1.5">
      <Label htmlFor={id}>Target (min)</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={TARGET_MINUTES_MIN}
        max={TARGET_MINUTES_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
      />
    </div>
  );
}
