import { Check, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ImageCarousel } from "./image-carousel";

const BENEFITS = [
  "Capture ideas instantly",
  "Develop jokes through proven workflows",
  "Customize your creative process",
  "Track performance and refine your material",
];

export function HeroSection({ onStart }: { onStart: () => void }) {
  return (
    <section className="bg-spotlight relative">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div className="animate-rise-in">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-neon-500/50 bg-neon-700/20 px-3 py-1 text-xs font-semibold tracking-wide text-neon-300 uppercase">
            <Sparkles aria-hidden className="size-3.5" />
            The comedy-writing toolkit
          </p>
          <h1 className="font-display text-5xl leading-[0.95] tracking-wide text-cream-50 sm:text-6xl lg:text-7xl">
            From first spark to <span className="text-spotlight-400">stage-ready</span> routine
          </h1>
          <p className="mt-5 max-w-xl text-lg text-cream-300">
            Capture ideas, craft jokes, and manage your material in one place built for stand-up comedians and
            comedy writers.
          </p>
          <ul className="mt-6 grid gap-2.5 sm:grid-cols-2">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2 text-cream-100">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-spotlight-400" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Button size="lg" onClick={onStart}>
              Start Creating
            </Button>
            <Button asChild variant="outline" size="lg">
              <a href="#pricing">See Plans</a>
            </Button>
          </div>
        </div>
        <ImageCarousel />
      </div>
    </section>
  );
}
