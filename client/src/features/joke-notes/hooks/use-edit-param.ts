import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";

/**
 * `/joke-notes?edit={id}`: once the notes have loaded, an existing note opens for viewing
 * and the query string is removed from the address.
 */
export function useEditParam(notes: JokeNote[] | undefined, open: (id: number) => void): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(search).get("edit");

  useEffect(() => {
    if (raw === null || !notes) return;
    const id = Number(raw);
    if (notes.some((note) => note.id === id)) open(id);
    navigate(location, { replace: true });
  }, [raw, notes, open, navigate, location]);
}
