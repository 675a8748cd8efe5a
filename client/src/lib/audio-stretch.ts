/**
 * Plays `audio` from `startMs`, and pauses it at `endMs` when one is given: a bit of a recorded
 * set, heard on its own. Seeks as soon as the audio knows its length. Returns the undo (stops
 * watching for the end). A refused play() (no sound yet, or the page not yet touched) is left
 * to the audio element's own controls.
 */
export function playStretch(audio: HTMLAudioElement, startMs: number, endMs?: number): () => void {
  const start = startMs / 1000;
  const watchEnd = () => {
    if (endMs !== undefined && audio.currentTime >= endMs / 1000) {
      audio.pause();
      audio.removeEventListener("timeupdate", watchEnd);
    }
  };
  const seekAndPlay = () => {
    audio.currentTime = start;
    if (endMs !== undefined) audio.addEventListener("timeupdate", watchEnd);
    audio.play().catch(() => undefined);
  };
  if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) seekAndPlay();
  else {
    audio.addEventListener("loadedmetadata", seekAndPlay, { once: true });
    if (audio.preload === "none") audio.load();
  }
  return () => {
    audio.removeEventListener("loadedmetadata", seekAndPlay);
    audio.removeEventListener("timeupdate", watchEnd);
  };
}
