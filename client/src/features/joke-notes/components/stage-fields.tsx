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
      <div className="grid gap-2">
        <Label htmlFor="joke-note-development-stage">Development Stage</Label>
        <Select
          value={developmentValue(value)}
          onValueChange={(stage) => stage && onChange(pickDevelopmentStage(stage as DevelopmentStage))}
        >
          <SelectTrigger id="joke-note-development-stage">
            <SelectValue placeholder="In production" />
          </SelectTrigger>
          <SelectContent>
            {developmentOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="joke-note-production-stage">Production Stage</Label>
        <Select
          value={productionValue(value)}
          onValueChange={(option) => option && onChange(pickProductionStage(option as ProductionOption))}
        >
          <SelectTrigger id="joke-note-production-stage">
            <SelectValue placeholder="Not in production" />
          </SelectTrigger>
          <SelectContent>
            {productionOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
