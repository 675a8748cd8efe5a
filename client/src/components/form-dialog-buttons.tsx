import { Button } from "@/components/ui/button";

/** A dialog form's Cancel and submit buttons, both off while it saves. */
export function FormDialogButtons({ onCancel, pending, submitLabel }: { onCancel: () => void; pending: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" className="h-11" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" className="h-11" disabled={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
