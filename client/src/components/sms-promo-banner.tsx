import { MessageSquareText, Smartphone } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const VARIANTS = {
  compact: {
    title: "Verify Your Phone for SMS Jokes",
    text: "Verify your number once, then text jokes straight into your collection.",
    cta: "Verify Phone",
  },
  dashboard: {
    title: "Text Your Jokes Instantly",
    text: "Thought of something on the drive home? Text it in and it syncs to your Joke Notes.",
    cta: "Set Up SMS Jokes",
  },
  landing: {
    title: "Got a Joke? Text It.",
    text: "The best lines show up at the worst times. Text the joke in and it's waiting in your collection when you sit down to write.",
    cta: "Set Up SMS Jokes",
  },
} as const;

export type SmsPromoVariant = keyof typeof VARIANTS;

/** SMS capture promotion; every variant leads to the SMS settings. */
export function SmsPromoBanner({ variant }: { variant: SmsPromoVariant }) {
  const { title, text, cta } = VARIANTS[variant];
  const compact = variant === "compact";
  const Icon = compact ? Smartphone : MessageSquareText;

  return (
    <section
      aria-label={title}
      className={cn(
        "relative overflow-hidden rounded-2xl border",
        compact ? "border-spotlight-500/50 bg-stage-900 p-4 sm:p-5" : "border-neon-600/50 bg-stage-900 p-6 sm:p-8",
      )}
    >
      {!compact && <div aria-hidden className="bg-curtain absolute inset-y-0 left-0 w-1.5" />}
      <div className={cn("flex flex-col gap-5", compact ? "sm:flex-row sm:items-center" : "md:flex-row md:items-center")}>
        <span
          className={cn(
            "shrink-0 items-center justify-center rounded-xl",
            compact ? "hidden size-11 bg-spotlight-500/15 text-spotlight-400 sm:flex" : "flex size-14 bg-neon-600/20 text-neon-400",
          )}
        >
          <Icon aria-hidden className={compact ? "size-5" : "size-7"} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className={cn("font-display tracking-wide text-cream-50", compact ? "text-2xl" : "text-3xl")}>{title}</h2>
          <p className="mt-1 text-sm text-cream-300">{text}</p>
          {!compact && (
            <p className="mt-3 text-sm text-cream-300">
              Format:{" "}
              <code className="rounded-md bg-stage-950 px-2 py-1 font-mono text-spotlight-300 ring-1 ring-stage-700">
                joke: setup / punchline
              </code>
            </p>
          )}
        </div>
        <Button asChild variant={compact ? "default" : "neon"} size={compact ? "default" : "lg"}>
          <Link href="/sms-settings">{cta}</Link>
        </Button>
      </div>
    </section>
  );
}
