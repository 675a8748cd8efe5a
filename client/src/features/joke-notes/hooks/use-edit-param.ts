import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * `/joke-notes?edit={id}`: once the list has loaded, the note opens for viewing (the panel
 * reads it by id, and stays closed if there is none) and the query string is removed.
 */
export function useEditParam(ready: boolean, open: (id: number) => void): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(search).get("edit");

  useEffect(() => {
    if (raw === null || !ready) return;
    if (/^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) < 2 ** 31) open(Number(raw));
    // The entry keeps its state (where the note was opened from).
    navigate(location, { replace: true, state: window.history.state as unknown });
  }, [raw, ready, open, navigate, location]);
}
