import { MapPin, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { formatShowTime } from "@shared/comedy-shows/show-rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useDeleteComedyShow } from "../api/delete-comedy-show";
import { useAdminComedyShows } from "@/data/comedy-shows/admin-shows";
import { ComedyShowForm } from "./comedy-show-form";
import { ShowImportForm } from "./show-import-form";

export const DELETE_SHOW_CONFIRM = "Delete this show? Members will no longer see it.";

/** Comedy shows and open mics members find on the Shows page. */
export function ShowsTab() {
  const shows = useAdminComedyShows();
  const [editing, setEditing] = useState<ComedyShow | null>(null);
  const remove = useDeleteComedyShow({
    onError: (error) => toast({ title: "Update Failed", description: error.message, variant: "destructive" }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin aria-hidden className="size-5 text-spotlight-400" /> Shows
        </CardTitle>
        <CardDescription>Comedy shows and open mics. Members see upcoming ones at their location.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ComedyShowForm key={editing?.id ?? "new"} show={editing} onDone={() => setEditing(null)} />
        <ShowImportForm />
        {shows.isPending ? (
          <Skeleton className="h-24" />
        ) : shows.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-neon-300">
            Shows could not be loaded: {shows.error.message}
            <Button variant="outline" size="sm" onClick={() => void shows.refetch()}>
              Try again
            </Button>
          </div>
        ) : shows.data.length === 0 ? (
          <p className="text-cream-300">No shows yet.</p>
        ) : (
          <ul aria-label="All shows" className="divide-y divide-stage-700">
            {shows.data.map((show) => (
              <li key={show.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-cream-50">
                    {show.name} {show.isOpenMic && <Badge>Open mic</Badge>}
                  </p>
                  <p className="text-sm text-cream-300">
                    {show.date} {formatShowTime(show.time)} · {show.venue} · {show.location}
                  </p>
                </div>
                <Button variant="outline" size="sm" className="h-11" aria-label={`Edit ${show.name}`} onClick={() => setEditing(show)}>
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11 text-neon-300"
                  aria-label={`Delete ${show.name}`}
                  onClick={() => window.confirm(DELETE_SHOW_CONFIRM) && remove.mutate(show.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
