import { Plus, X } from "lucide-react";
import { useFieldArray, type Control, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { NoteFormValues } from "../lib/note-form";

/** Punchline inputs: at least one always stays; each can be removed only while there are more. */
export function PunchlineFields({ control, register }: { control: Control<NoteFormValues>; register: UseFormRegister<NoteFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: "punchlines" });
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Punchlines</legend>
      {fields.map((field, index) => {
        const id = `joke-note-punchline-${index}`;
        return (
          <div key={field.id} className="grid gap-1.5">
            <Label htmlFor={id}>Punchline {index + 1}</Label>
            <div className="flex gap-2">
              <Input id={id} placeholder="And then..." {...register(`punchlines.${index}.value`)} />
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11 hover:text-neon-400"
                  aria-label={`Remove punchline ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
          </div>
        );
      })}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => append({ value: "" }, { shouldFocus: true })}>
        <Plus aria-hidden />
        Add Punchline
      </Button>
    </fieldset>
  );
}
