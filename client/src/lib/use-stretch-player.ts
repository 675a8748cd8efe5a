import { useEffect, useRef, useState } from "react";
import { playStretch } from "./audio-stretch";

interface Player {
  element: HTMLAudioElement;
  /** Stops listening and pauses, without reporting the pause. */
  release: () => void;
}

function createPlayer(src: string, onStop: () => void): Player {
  const element = new Audio();
  element.preload = "metadata";
  element.src = src;
  element.addEventListener("pause", onStop);
  element.addEventListener("ended", onStop);
  return {
    element,
    release: () => {
      element.removeEventListener("pause", onStop);
      element.removeEventListener("ended", onStop);
      element.pause();
    },
  };
}

/**
 * A hidden player for a list of stretches of recordings (a joke's takes): play one, from its
 * start to its end; playing another stops the first. `playing` is the key of the one on.
 */
export function useStretchPlayer() {
  const player = useRef<Player | null>(null);
  const stopWatching = useRef<() => void>(() => undefined);
  const [playing, setPlaying] = useState<string | null>(null);

  const release = () => {
    stopWatching.current();
    player.current?.release();
    player.current = null;
  };
  useEffect(() => release, []);

  const stop = () => {
    release();
    setPlaying(null);
  };

  const play = (key: string, src: string, startMs: number, endMs: number) => {
    release();
    const next = createPlayer(src, () => setPlaying(null));
    player.current = next;
    setPlaying(key);
    stopWatching.current = playStretch(next.element, startMs, endMs);
  };

  return { playing, play, stop };
}
