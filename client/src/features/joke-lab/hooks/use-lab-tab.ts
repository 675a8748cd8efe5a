import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { readLabTab, type LabTab } from "../lib/board-columns";

/** The open tab lives in `?tab=` (development by default), so it survives reloads and links. */
export function useLabTab(): [LabTab, (tab: LabTab) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = readLabTab(new URLSearchParams(search).get("tab"));
  const setTab = useCallback((next: LabTab) => navigate(`${location}?tab=${next}`, { replace: true }), [location, navigate]);
  return [tab, setTab];
}
