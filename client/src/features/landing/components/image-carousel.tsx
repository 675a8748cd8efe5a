import { Pause, Play } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/utils";

const ROTATE_MS = 4000;

const SLIDES = [
  { src: "/carousel/stage.svg", alt: "A comedy club stage with a brick wall and red curtains", caption: "The stage is yours" },
  { src: "/carousel/mic.svg", alt: "A vintage microphone on a stand", caption: "Find your voice" },
  { src: "/carousel/spotlight.svg", alt: "A spotlight beam cutting through the dark", caption: "Step into the light" },
  { src: "/carousel/notebook.svg", alt: "An open notebook full of joke drafts", caption: "Every bit starts on paper" },
  { src: "/carousel/audience.svg", alt: "An audience laughing in front of the stage", caption: "Make the room roar" },
];

const MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const prefersReducedMotion = () => window.matchMedia(MOTION_QUERY).matches;
/** Read through useSyncExternalStore: the prerendered HTML (no preference known) hydrates cleanly. */
const subscribeToMotionPreference = (onChange: () => void) => {
  const query = window.matchMedia(MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Rotates every 4 seconds; a dot jumps to its slide and restarts the timer. It can be paused
 * (WCAG 2.2.2), and it starts paused for anyone who asked their system for less motion.
 */
export function ImageCarousel() {
  const [index, setIndex] = useState(0);
  // Until someone presses pause or play, the system's wish for less motion decides.
  const reducedMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
  const [chosenPaused, setPaused] = useState<boolean | null>(null);
  const paused = chosenPaused ?? reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused]);

  return (
    <div className="animate-rise-in [animation-delay:120ms]">
      <div className="relative aspect-[8/5] overflow-hidden rounded-2xl border border-stage-700 bg-stage-900 shadow-[0_30px_80px_-30px_rgb(245_165_36/0.35)]">
        {SLIDES.map((slide, i) => (
          <figure
            key={slide.src}
            aria-hidden={i !== index}
            className={cn(
              "absolute inset-0 m-0 transition-opacity duration-700 motion-reduce:transition-none",
              i === index ? "opacity-100" : "opacity-0",
            )}
          >
            {/* Only the first slide is needed for the first paint; the rest load after it. */}
            <img
              src={slide.src}
              alt={slide.alt}
              loading={i === 0 ? "eager" : "lazy"}
              className="size-full object-cover"
              draggable={false}
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-5 pt-10 pb-4 font-display text-2xl tracking-wide text-cream-50 sm:text-3xl">
              {slide.caption}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-1">
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        aria-label={paused ? "Play slideshow" : "Pause slideshow"}
        className="mr-2 flex size-8 items-center justify-center rounded-full text-cream-300 hover:bg-stage-800 hover:text-cream-50 focus-visible:outline-2 focus-visible:outline-spotlight-400 pointer-coarse:size-11"
      >
        {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
      </button>
      <div className="flex justify-center gap-1" role="group" aria-label="Choose slide">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Show slide ${i + 1}: ${slide.caption}`}
            aria-current={i === index}
            className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-spotlight-400 pointer-coarse:size-11"
          >
            <span
              className={cn(
                "block h-2.5 rounded-full transition-all",
                i === index ? "w-7 bg-spotlight-400" : "w-2.5 bg-stage-600 group-hover:bg-cream-400",
              )}
            />
          </button>
        ))}
      </div>
      </div>
    </div>
  );
}
