import { useId, useState, type FormEvent } from "react";
import type { ComedyShowImportResult } from "@shared/comedy-shows/comedy-show-dto";
import { ICS_BYTES_MAX, ICS_REPEAT_DAYS } from "@shared/comedy-shows/comedy-show-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useImportComedyShows } from "../api/import-comedy-shows";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What an import did, in one sentence, then each skipped event with its reason. */
function ImportSummary({ result }: { result: ComedyShowImportResult }) {
  return (
    <div className="text-sm text-cream-200">
      <p>
        Imported: {plural(result.added, "new show")}, {result.updated} updated, {result.unchanged} unchanged,{" "}
        {result.skipped.length} skipped.
      </p>
      {result.skipped.length > 0 && (
        <ul aria-label="Skipped events" className="mt-1 list-disc pl-5 text-cream-300">
          {result.skipped.map((event, i) => (
            <li key={`${event.uid ?? "no-uid"}-${i}`}>
              {event.summary ?? event.uid ?? "An event"}: {event.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A club's listings from an iCalendar (.ics) file or an http(s) feed: each upcoming event
 * becomes a show at the location given; importing the same calendar again adds nothing.
 */
export function ShowImportForm() {
  const id = useId();
  const [location, setLocation] = useState("Dallas-Fort Worth");
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [result, setResult] = useState<ComedyShowImportResult | null>(null);
  const run = useImportComedyShows({
    onSuccess: (answer) => {
      setResult(answer);
      toast({ title: "Shows imported" });
    },
    onError: (error) => toast({ title: "Import Failed", description: error.message, variant: "destructive" }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (file) {
      if (file.size > ICS_BYTES_MAX) {
        toast({ title: "Import Failed", description: "The calendar file is over 1 MB.", variant: "destructive" });
        return;
      }
      run.mutate({ location, ics: await file.text() });
    } else if (url.trim()) run.mutate({ location, url: url.trim() });
    else toast({ title: "Import Failed", description: "Choose an .ics file or give a feed URL.", variant: "destructive" });
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Import shows from a calendar"
      aria-describedby={`${id}-how`}
      className="grid gap-3 rounded-xl border border-stage-700 p-4 sm:grid-cols-2"
    >
      <h3 className="font-semibold text-cream-50 sm:col-span-2">Import a club's calendar (.ics)</h3>
      <p id={`${id}-how`} className="text-sm text-cream-300 sm:col-span-2">
        Each upcoming event becomes a show; a repeating one, a show per date in the next {ICS_REPEAT_DAYS} days. Import the same
        calendar again to update it: nothing is added twice.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-location`}>Import location</Label>
        <Input id={`${id}-location`} value={location} onChange={(e) => setLocation(e.target.value)} required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-file`}>Calendar file</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".ics,text/calendar"
          className="h-11 py-2"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-url`}>Or a feed URL</Label>
        <Input id={`${id}-url`} type="url" inputMode="url" placeholder="https://club.example/calendar.ics" value={url} onChange={(e) => setUrl(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? "Importing…" : "Import shows"}
        </Button>
      </div>
      <div aria-live="polite" className="sm:col-span-2">
        {result && <ImportSummary result={result} />}
      </div>
    </form>
  );
}
