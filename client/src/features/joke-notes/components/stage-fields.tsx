import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { DevelopmentStage } from "@shared/joke-notes/stages";
import {
  developmentOptions,
  developmentValue,
  pickDevelopmentStage,
  pickProductionStage,
  productionOptions,
  productionValue,
  type NoteFormValues,
  type ProductionOption,
} from "../lib/note-form";

type StageValues = Pick<NoteFormValues, "stage" | "onStool" | "stoolCategory">;

/** The edit form's Development Stage and Production Stage selectors; choosing one clears the other. */
export function StageFields({ value, onChange }: { value: StageValues; onChange: (next: StageValues) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StageSelect
        id="joke-note-development-stage"
        label="Development Stage"
        placeholder="In production"
        options={developmentOptions}
        value={developmentValue(value)}
        onPick={(stage) => onChange(pickDevelopmentStage(stage as DevelopmentStage))}
      />
      <StageSelect
        id="joke-note-production-stage"
        label="Production Stage"
        placeholder="Not in production"
        options={productionOptions}
        value={productionValue(value)}
        onPick={(option) => onChange(pickProductionStage(option as ProductionOption))}
      />
    </div>
  );
}

interface StageSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** "" when the note's stage belongs to the other selector. */
  value: string;
  onPick: (value: string) => void;
}

function StageSelect({ id, label, placeholder, options, value, onPick }: StageSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => next && onPick(next)}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
