/**
 * A bit in big type, as the stage screens show it (perform mode, rehearse mode): the setup,
 * then each punchline. The sizes follow `--stage-scale` when a parent sets it (perform mode's
 * text size) and `--stage-fit` (the stage body's fit to the screen), 1 otherwise.
 */
export function StageBit({ setup, punchlines }: { setup: string; punchlines: readonly string[] }) {
  return (
    <article aria-live="polite" className="my-auto flex flex-col gap-[calc(1.5rem*var(--stage-scale,1)*var(--stage-fit,1))]">
      <p className="font-sans leading-[1.15] font-bold break-words text-white [font-size:calc(clamp(2rem,3.2vw+1.25rem,4.25rem)*var(--stage-scale,1)*var(--stage-fit,1))]">
        {setup}
      </p>
      {punchlines.length > 0 && (
        <ul className="flex flex-col gap-[calc(0.75rem*var(--stage-scale,1)*var(--stage-fit,1))]" aria-label="Punchlines">
          {punchlines.map((line, i) => (
            <li
              key={i}
              className="flex gap-3 leading-snug break-words text-spotlight-300 [font-size:calc(clamp(1.35rem,2.4vw+0.8rem,3.25rem)*var(--stage-scale,1)*var(--stage-fit,1))] before:text-spotlight-500/70 before:content-['›']"
            >
              {line}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
