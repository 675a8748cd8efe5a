import { Check } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { thoughtColors } from "@shared/thoughts/colors";

interface ColorPickerProps {
  /** The radio group's registration with the form. */
  field: UseFormRegisterReturn;
  selected: string | undefined;
}

/**
 * The ten preset colours as a radio group: native radios, so arrow keys move the choice and
 * a screen reader names each colour; the swatch is the visible face of each.
 */
export function ColorPicker({ field, selected }: ColorPickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-cream-100">Color</legend>
      <div className="grid grid-cols-5 gap-2">
        {thoughtColors.map((color) => (
          <label key={color.value} className="relative flex justify-center">
            <input type="radio" value={color.value} aria-label={color.name} className="peer sr-only" {...field} />
            <span
              aria-hidden
              style={{ backgroundColor: color.value }}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-stage-900 transition-shadow peer-checked:ring-cream-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-spotlight-400 hover:ring-stage-500"
            >
              {selected?.toUpperCase() === color.value && <Check className="size-5 text-white drop-shadow" />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
