import { Download, FileUp, PackageOpen } from "lucide-react";
import { TextLink } from "@/components/text-link";
import { useId, useRef, useState } from "react";
import type { ImportResult } from "@shared/material/material-file";
import { materialExportUrl } from "@/data/material/endpoints";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/use-toast";
import { useImportMaterial } from "../api/import-material";
import { useMaterialSummary } from "@/data/material/summary";
import { SettingsSection } from "./settings-section";

const KIND_LABELS: Record<string, string> = {
  jokeNotes: "joke notes",
  notes: "notes",
  thoughtCategories: "thought categories",
  thoughts: "thoughts",
};

/** "Added 3 joke notes and 1 note." or that nothing was new. */
export function importSummary(result: ImportResult): string {
  const added = Object.entries(result.added)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${KIND_LABELS[kind] ?? kind}`);
  return added.length ? `Added ${added.join(", ")}.` : "Everything in the file was already here; nothing was added.";
}

/** Download everything the comedian wrote, and bring material in from a file. */
export function MaterialCard() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState<string>();
  const importing = useImportMaterial({
    onSuccess: (result) => {
      const text = importSummary(result);
      setSummary(text);
      toast({ title: "Import finished", description: text });
    },
  });

  return (
    <SettingsSection
      title="Your Material"
      icon={PackageOpen}
      description="Your jokes are yours. Take a copy with you, or bring jokes in from another file."
    >
      <div className="grid gap-5">
        <DownloadButtons reasonId={`${inputId}-nothing`} />
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold text-cream-50">
            Import
          </label>
          <p id={`${inputId}-hint`} className="text-sm text-cream-300">
            A file you downloaded here (.json), or plain text with one joke per paragraph, written as setup / punchline.
            Jokes you already have are not added twice.
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".json,.txt,.md,application/json,text/plain"
            aria-describedby={`${inputId}-hint`}
            disabled={importing.isPending}
            className="text-sm text-cream-100 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stage-600 file:bg-stage-900 file:px-4 file:font-semibold file:text-cream-100 hover:file:border-spotlight-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spotlight-400"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setSummary(undefined);
              importing.mutate(file, { onSettled: () => input.current && (input.current.value = "") });
            }}
          />
          {importing.isPending && (
            <p role="status" className="flex items-center gap-2 text-sm text-cream-300">
              <FileUp aria-hidden className="size-4" />
              Importing…
            </p>
          )}
          {summary && (
            <p role="status" className="text-sm text-cream-100">
              {summary}
            </p>
          )}
          <FormAlert message={importing.error?.message} />
        </div>
      </div>
    </SettingsSection>
  );
}

const DOWNLOADS = [
  { label: "Download my material", format: "json", variant: "default" },
  { label: "Download as Markdown", format: "markdown", variant: "outline" },
] as const;

/**
 * The two downloads; with nothing written yet they are disabled and say why (an empty file
 * would only look like lost jokes), and lead to where writing starts.
 */
function DownloadButtons({ reasonId }: { reasonId: string }) {
  const summary = useMaterialSummary();
  const nothing = summary.data?.hasMaterial === false;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {DOWNLOADS.map(({ label, format, variant }) =>
          nothing ? (
            <Button key={format} variant={variant} disabled aria-describedby={reasonId}>
              <Download aria-hidden />
              {label}
            </Button>
          ) : (
            <Button key={format} asChild variant={variant}>
              <a href={materialExportUrl(format === "json" ? undefined : { format })} download>
                <Download aria-hidden />
                {label}
              </a>
            </Button>
          ),
        )}
      </div>
      {nothing && (
        <p id={reasonId} className="text-sm text-cream-300">
          Nothing to download yet: your joke notes, notes, thoughts, set lists and shows will be in it once you write some.{" "}
          <TextLink href="/joke-notes">Write a joke note</TextLink>
        </p>
      )}
    </div>
  );
}
