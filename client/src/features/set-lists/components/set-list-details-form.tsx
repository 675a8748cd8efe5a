import { useId, useState, type FormEvent } from "react";
import type { SetList } from "@shared/set-lists/set-list-dto";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useUpdateSetList } from "../api/update-set-list";
import { TargetMinutesField } from "./target-minutes-field";

/** Rename the set or change its target length. */
export function SetListDetailsForm({ set }: { set: SetList }) {
  const [name, setName] = useState(set.name);
  const [minutes, setMinutes] = useState(String(set.targetMinutes));
  const id = useId();
  const update = useUpdateSetList({
    onSuccess: () => toast({ title: "Set list saved" }),
    onError: (error) => toast({ title: "Error updating set list", description: error.message, variant: "destructive" }),
  });
  const changed = name.trim() !== set.name || Number(minutes) !== set.targetMinutes;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || name.trim() === "") return;
    update.mutate({ id: set.id, name, targetMinutes: Number(minutes) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Set list details">
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={120} required />
      </div>
      <TargetMinutesField id={`${id}-minutes`} value={minutes} onChange={setMinutes} />
      <Button type="submit" variant="outline" className="h-11" disabled={!changed || update.isPending}>
        {update.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
