import { Plus, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { addKeyword } from "@shared/profile/keyword-list";
import { Button } from "@/components/ui/button";
import { fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface KeywordListFieldProps {
  label: string;
  /** Names one entry in buttons and messages, e.g. "keyword". */
  entryName: string;
  placeholder: string;
  hint?: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Why an entry cannot be added (checked before it joins the list), or null. */
  check?: (entry: string) => string | null;
  /** The server's or the schema's complaint about the list. */
  error?: string | undefined;
  /** Long entries (sentence starters) are listed one per row rather than as chips. */
  layout?: "chips" | "rows";
}

/** A list edited one entry at a time: Enter (or Add) adds, each entry has its own remove button. */
export function KeywordListField({ label, entryName, placeholder, hint, values, onChange, check, error, layout = "chips" }: KeywordListFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const add = () => {
    const entry = draft.trim();
    if (entry === "") return;
    const refusal = check?.(entry) ?? null;
    setProblem(refusal);
    if (refusal) return;
    onChange(addKeyword(values, entry));
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the entry; it never submits the whole form.
    event.preventDefault();
    add();
  };

  const listClass = layout === "chips" ? "flex flex-wrap gap-2" : "grid gap-2";
  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={200}
          aria-invalid={message ? true : undefined}
          aria-describedby={message || hint ? fieldHintId(id) : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" className="h-11" onClick={add} aria-label={`Add ${entryName}`}>
          <Plus aria-hidden />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      {(message ?? hint) && (
        <p id={fieldHintId(id)} className={message ? "text-sm text-neon-300" : "text-xs text-cream-400"}>
          {message ?? hint}
        </p>
      )}
      {values.length === 0 ? (
        <p className="text-sm text-cream-400">No {entryName}s yet.</p>
      ) : (
        <ul aria-label={label} className={listClass}>
          {values.map((value) => (
            <li
              key={value}
              className={
                layout === "chips"
                  ? "flex items-center gap-1 rounded-full bg-stage-800 py-1 pr-1 pl-3 text-sm text-cream-100 ring-1 ring-stage-600"
                  : "flex items-center justify-between gap-2 rounded-lg bg-stage-800 py-1 pr-1 pl-3 text-sm text-cream-100 ring-1 ring-stage-600"
              }
            >
              <span className="min-w-0 break-words">{value}</span>
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((item) => item !== value))}
                className="flex size-7 shrink-0 items-center justify-center rounded-full text-cream-300 hover:bg-stage-700 hover:text-neon-300 focus-visible:outline-2 focus-visible:outline-spotlight-400 pointer-coarse:size-11"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
