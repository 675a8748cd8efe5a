import { MessageSquareText } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The landing page's SMS capture pitch; its button opens sign-up, the way to start texting jokes in. */
export function SmsPromoCard({ onStart }: { onStart: () => void }) {
  return (
    <section aria-label="Got a Joke? Text It." className="relative overflow-hidden rounded-2xl border border-neon-600/50 bg-stage-900 p-6 sm:p-8">
      <div aria-hidden className="bg-curtain absolute inset-y-0 left-0 w-1.5" />
      <div className="flex flex-col gap-5 md:flex-row md:items-center">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-neon-600/20 text-neon-400">
          <MessageSquareText aria-hidden className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-3xl tracking-wide text-cream-50">Got a Joke? Text It.</h2>
          <p className="mt-1 text-sm text-cream-300">
            The best lines show up at the worst times. Text the joke in and it's waiting in your collection when you sit
            down to write.
          </p>
          <p className="mt-3 text-sm text-cream-300">
            Format:{" "}
            <code className="rounded-md bg-stage-950 px-2 py-1 font-mono text-spotlight-300 ring-1 ring-stage-700">
              joke: setup / punchline
            </code>
          </p>
        </div>
        <Button variant="neon" size="lg" onClick={onStart}>
          Set Up SMS Jokes
        </Button>
      </div>
    </section>
  );
}
