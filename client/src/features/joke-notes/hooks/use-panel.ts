import { useCallback, useState } from "react";

export type PanelState = { mode: "empty" } | { mode: "create" } | { mode: "view" | "edit"; id: number };

/** What the side panel shows: nothing, the create form, or one note (viewing or editing). */
export function usePanel() {
  const [panel, setPanel] = useState<PanelState>({ mode: "empty" });
  return {
    panel,
    close: useCallback(() => setPanel({ mode: "empty" }), []),
    create: useCallback(() => setPanel({ mode: "create" }), []),
    view: useCallback((id: number) => setPanel({ mode: "view", id }), []),
    edit: useCallback((id: number) => setPanel({ mode: "edit", id }), []),
  };
}

export function panelNoteId(panel: PanelState): number | null {
  return panel.mode === "view" || panel.mode === "edit" ? panel.id : null;
}
