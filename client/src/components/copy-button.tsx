import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied to clipboard!" });
    } catch {
      toast({ title: "Could not copy", description: "Your browser did not allow copying. Select the text and copy it instead.", variant: "destructive" });
    }
  };
  return (
    <Button variant="ghost" size="icon" className="size-9 shrink-0 pointer-coarse:size-11" aria-label={label} onClick={() => void copy()}>
      <Copy aria-hidden />
    </Button>
  );
}
