import { Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { TARGET_MINUTES_DEFAULT } from "@shared/set-lists/set-list-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useCreateSetList } from "../api/create-set-list";
import { TargetMinutesField } from "./target-minutes-field";

/** Name a new set and give it a target; it opens in the editor once saved. */
export function NewSetListForm({ onCreated }: { onCreated: (set: SetList) => void }) {
  const [name, setName] = useState("");
  const [minutes, setMinutes] = useState(String(TARGET_MINUTES_DEFAULT));
  const id = useId();
  const create = useCreateSetList({
    onSuccess: (set) => {
      setName("");
      setMinutes(String(TARGET_MINUTES_DEFAULT));
      toast({ title: "Set list created!" });
      onCreated(set);
    },
    onError: (error) => toast({ title: "Error creating set list", description: error.message, variant: "destructive" }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return;
    create.mutate({ name, targetMinutes: Number(minutes) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-stage-700 bg-stage-900/85 p-4" aria-label="New set list">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>New set list</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Friday at the Laugh Shack"
          maxLength={120}
          required
        />
      </div>
      <div className="flex items-end gap-3">
        <TargetMinutesField id={`${id}-minutes`} value={minutes} onChange={setMinutes} />
        <Button type="submit" className="h-11 flex-1" disabled={create.isPending || name.trim() === ""}>
          <Plus aria-hidden />
          {create.isPending ? "Creating..." : "Create"}
        </Button>
      </div>
    </form>
  );
}
