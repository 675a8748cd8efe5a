import { CalendarDays, MapPin, Mic, Ticket } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { formatShowTime } from "@shared/comedy-shows/show-rules";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfile } from "@/data/profile/queries";
import { useComedyShows } from "../api/get-comedy-shows";
import { formatShowDate } from "../lib/show-date";

export const SHOWS_FAILED = "Failed to fetch comedy shows";

/** `/shows`: comedy shows and open mics near the comedian, soonest first. */
export function ShowsPage() {
  const profile = useProfile();
  const home = profile.data?.location ?? "";
  const [typed, setTyped] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const where = location ?? home;
  const shows = useComedyShows(where);
  const [openMicsOnly, setOpenMicsOnly] = useState(false);
  const id = useId();

  // Until the comedian types, the box shows the profile's location (which may arrive late).
  const box = typed ?? home;

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (box.trim()) setLocation(box.trim());
  };
  const visible = (shows.data ?? []).filter((show) => !openMicsOnly || show.isOpenMic);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Comedy Shows" description="Shows and open mics near you: get yourself on a lineup." />
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" aria-label="Find shows">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input id={`${id}-location`} value={box} onChange={(event) => setTyped(event.target.value)} maxLength={200} />
        </div>
        <Button type="submit" variant="outline" className="h-11">
          <MapPin aria-hidden />
          Find shows
        </Button>
        <div className="flex h-11 items-center gap-2">
          <Checkbox id={`${id}-open-mic`} checked={openMicsOnly} onCheckedChange={(value) => setOpenMicsOnly(value === true)} />
          <Label htmlFor={`${id}-open-mic`}>Open mics only</Label>
        </div>
      </form>
      <p className="text-sm text-cream-300">
        Your home location is set in{" "}
        <Link href="/my-joke-elements" className="text-spotlight-300 underline underline-offset-2">
          My Elements
        </Link>
        .
      </p>

      {profile.isPending || (shows.isPending && where !== "") ? (
        <div className="flex flex-col gap-3" aria-label="Loading shows">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : shows.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-neon-600/50 p-5">
          <p className="font-semibold text-cream-50">{SHOWS_FAILED}</p>
          <Button variant="outline" className="h-11" onClick={() => void shows.refetch()}>
            Try again
          </Button>
        </div>
      ) : visible.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stage-600 p-6 text-center text-cream-300">
          {openMicsOnly ? `No upcoming open mics in ${where}.` : `No upcoming shows in ${where}.`}
        </p>
      ) : (
        <ul aria-label={`Shows in ${where}`} className="grid gap-3 md:grid-cols-2">
          {visible.map((show) => (
            <ShowCard key={show.id} show={show} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ShowCard({ show }: { show: ComedyShow }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stage-700 bg-stage-900/85 p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-spotlight-300">
        <CalendarDays aria-hidden className="size-4" />
        <span>
          {formatShowDate(show.date)} · {formatShowTime(show.time)}
        </span>
        {show.isOpenMic && (
          <Badge className="gap-1">
            <Mic aria-hidden className="size-3" />
            Open mic
          </Badge>
        )}
      </div>
      <h2 className="text-lg font-semibold text-cream-50">{show.name}</h2>
      <p className="text-cream-200">
        {show.venue}
        {show.price && <span className="text-cream-300"> · {show.price}</span>}
      </p>
      {show.description && <p className="text-sm whitespace-pre-wrap text-cream-300">{show.description}</p>}
      <a
        href={show.ticketUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-flex h-11 items-center gap-2 self-start rounded-lg border border-stage-600 px-4 font-semibold text-cream-50 hover:border-spotlight-500 focus-visible:outline-2 focus-visible:outline-spotlight-400"
      >
        <Ticket aria-hidden className="size-4" />
        {show.isOpenMic ? "Sign up" : "Tickets"}
        <span className="sr-only"> for {show.name} (opens in a new tab)</span>
      </a>
    </li>
  );
}
