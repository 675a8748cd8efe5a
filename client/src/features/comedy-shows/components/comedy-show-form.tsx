import { useId, useState, type FormEvent } from "react";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { formatShowTime } from "@shared/comedy-shows/show-rules";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSaveComedyShow, type ComedyShowFields } from "../api/save-comedy-show";

const EMPTY: ComedyShowFields = {
  name: "",
  venue: "",
  description: null,
  date: "",
  time: "8:00 PM",
  price: null,
  location: "Dallas-Fort Worth",
  ticketUrl: "",
  isOpenMic: false,
};

/** Add a show, or change the one given; every field of a show, ticket link http(s) only. */
export function ComedyShowForm({ show, onDone }: { show: ComedyShow | null; onDone: () => void }) {
  const [fields, setFields] = useState<ComedyShowFields>(show ? { ...show, time: formatShowTime(show.time) } : EMPTY);
  const id = useId();
  const save = useSaveComedyShow({
    onSuccess: () => {
      toast({ title: show ? "Show updated" : "Show added" });
      setFields(EMPTY);
      onDone();
    },
    onError: (error) => toast({ title: "Update Failed", description: error.message, variant: "destructive" }),
  });
  const set = <K extends keyof ComedyShowFields>(key: K, value: ComedyShowFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const text = (key: "name" | "venue" | "location" | "ticketUrl", label: string, type = "text") => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input id={`${id}-${key}`} type={type} value={fields[key]} onChange={(e) => set(key, e.target.value)} required />
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: show?.id ?? null, fields });
  };

  return (
    <form onSubmit={submit} aria-label={show ? `Edit ${show.name}` : "Add a show"} className="grid gap-3 sm:grid-cols-2">
      {text("name", "Name")}
      {text("venue", "Venue")}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input id={`${id}-date`} type="date" value={fields.date} onChange={(e) => set("date", e.target.value)} required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-time`}>Time</Label>
        <Input
          id={`${id}-time`}
          value={fields.time}
          onChange={(e) => set("time", e.target.value)}
          placeholder="8:00 PM"
          autoComplete="off"
          aria-describedby={`${id}-time-hint`}
          maxLength={20}
          required
        />
        <p id={`${id}-time-hint`} className="text-xs text-cream-400">
          As you write it: 20:00, 8:00 PM, 8pm or 8 pm
        </p>
      </div>
      {text("location", "Location")}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-price`}>Price (optional)</Label>
        <Input id={`${id}-price`} value={fields.price ?? ""} onChange={(e) => set("price", e.target.value || null)} />
      </div>
      <div className="sm:col-span-2">{text("ticketUrl", "Ticket URL", "url")}</div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          value={fields.description ?? ""}
          onChange={(e) => set("description", e.target.value || null)}
          rows={3}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-open-mic`} checked={fields.isOpenMic} onCheckedChange={(v) => set("isOpenMic", v === true)} />
        <Label htmlFor={`${id}-open-mic`}>Open mic</Label>
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        {show && (
          <Button type="button" variant="ghost" className="h-11" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" className="h-11" disabled={save.isPending}>
          {save.isPending ? "Saving..." : show ? "Save show" : "Add show"}
        </Button>
      </div>
    </form>
  );
}
