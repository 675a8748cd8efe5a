import { ratingLabels } from "@shared/performances/ratings";
import { isPendingNote } from "@/data/joke-notes/queries";
import { useJokePerformances } from "@/data/performances/queries";

/** Times performed, when last, and how it went each time. */
export function JokeHistory({ id }: { id: number }) {
  const history = useJokePerformances(id);
  if (isPendingNote({ id }) || !history.data) return null;
  const shows = history.data;
  const last = shows[0];
  return (
    <section aria-label="On stage">
      <h3 className="mb-1.5 text-xs font-semibold tracking-[0.15em] text-spotlight-400 uppercase">On stage</h3>
      {last ? (
        <>
          <p className="text-sm text-cream-100">
            Performed {shows.length === 1 ? "once" : `${shows.length} times`}, last on{" "}
            {new Date(last.performedAt).toLocaleDateString(undefined, { month: "short", day: "numeric", year: "numeric" })}
          </p>
          <ul className="mt-1.5 grid gap-1 text-sm">
            {shows.slice(0, 5).map((show) => (
              <li key={show.performanceId} className="text-cream-300">
                <span className="font-semibold text-cream-100">{ratingLabels[show.rating]}</span> · {show.showName ?? show.venue}
                {show.notes && <span> · {show.notes}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-cream-400 italic">Not performed yet</p>
      )}
    </section>
  );
}
