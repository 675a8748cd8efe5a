import { Check, NotebookPen } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useSaveSimile } from "../api/save-simile";

/** "Save as joke note" for one simile; once saved, a link to the note in Joke Notes. */
export function SaveSimileButton({ simile, topic }: { simile: string; topic: string }) {
  const [savedId, setSavedId] = useState<number | null>(null);
  const save = useSaveSimile({
    onSuccess: (note) => {
      setSavedId(note.id);
      toast({ title: "Saved to Joke Notes" });
    },
    onError: (error) => toast({ title: "Error creating joke note", description: error.message, variant: "destructive" }),
  });
  if (savedId !== null) {
    return (
      <Button asChild variant="ghost" size="sm" className="shrink-0 text-spotlight-300 pointer-coarse:h-11">
        <Link href={`/joke-notes?edit=${savedId}`} aria-label={`Open joke note: ${simile}`}>
          <Check aria-hidden />
          Open note
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className="shrink-0 pointer-coarse:h-11"
      aria-label={`Save as joke note: ${simile}`}
      disabled={save.isPending}
      onClick={() => save.mutate({ simile, topic })}
    >
      <NotebookPen aria-hidden />
      <span className="hidden sm:inline">{save.isPending ? "Saving..." : "Save"}</span>
    </Button>
  );
}
