import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <p aria-hidden className="text-neon-glow animate-neon-flicker font-display text-8xl text-neon-400">
        404
      </p>
      <h1 className="font-display text-4xl tracking-wide text-cream-50 sm:text-5xl">404 Page Not Found</h1>
      <p className="text-cream-300">That bit didn't land. The page you're looking for isn't on tonight's lineup.</p>
      <Button asChild>
        <Link href="/">Back to the Main Stage</Link>
      </Button>
    </section>
  );
}
