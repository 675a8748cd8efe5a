import { CircleAlert } from "lucide-react";

/** An inline error inside the widget, announced when it appears. */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-neon-600/60 bg-neon-700/15 px-3 py-2.5 text-sm text-neon-300"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
