import { Eye, EyeOff, Library, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Video } from "@shared/videos/video-dto";
import { formatBytes } from "@shared/videos/video-rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useDeleteVideo } from "../api/delete-video";
import { useVideos } from "@/data/videos/queries";
import { useUpdateVideo } from "../api/update-video";

/** The admin's uploaded videos: play, publish or unpublish, delete. */
export function VideoLibraryCard() {
  const videos = useVideos();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Library aria-hidden className="size-5 text-spotlight-400" /> Video Library
        </CardTitle>
        <CardDescription>Your uploads, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {videos.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading videos">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : videos.isError ? (
          <p role="alert" className="text-neon-300">
            Videos could not be loaded: {videos.error.message}
          </p>
        ) : videos.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stage-600 px-4 py-8 text-center text-cream-300">
            No videos yet. Upload a set to start the library.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Videos">
            {videos.data.map((video) => (
              <VideoRow key={video.id} video={video} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function VideoRow({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateVideo();
  const remove = useDeleteVideo();
  return (
    <li aria-label={video.title} className="grid gap-3 rounded-xl border border-stage-700 bg-stage-950/50 p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-cream-50">
            {video.title}
            <Badge variant={video.isPublished ? "spotlight" : "muted"}>{video.isPublished ? "Published" : "Draft"}</Badge>
          </p>
          {video.description && <p className="mt-1 text-sm text-cream-300">{video.description}</p>}
          <p className="mt-1 text-xs text-cream-400">
            {[video.originalFilename, video.fileSize === null ? null : formatBytes(video.fileSize), formatDate(video.createdAt)]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" className="pointer-coarse:h-11" aria-pressed={playing} onClick={() => setPlaying((p) => !p)}>
            <Play aria-hidden /> {playing ? "Hide Player" : "Play"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="pointer-coarse:h-11"
            onClick={() => update.mutate({ id: video.id, isPublished: !video.isPublished })}
          >
            {video.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {video.isPublished ? "Unpublish" : "Publish"}
          </Button>
          <Button variant="ghost" size="sm" className="text-neon-300 pointer-coarse:h-11" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>
      {playing && (
        <video controls preload="metadata" src={video.videoURL} className="aspect-video w-full rounded-lg bg-black" aria-label={`Player: ${video.title}`}>
          <track kind="captions" />
        </video>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this video?</DialogTitle>
            <DialogDescription>&ldquo;{video.title}&rdquo; and its file will be deleted for good.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Keep It</Button>
            </DialogClose>
            <Button
              variant="neon"
              disabled={remove.isPending}
              onClick={() => remove.mutate(video.id, { onSuccess: () => setConfirming(false) })}
            >
              {remove.isPending ? "Deleting..." : "Delete Video"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
