import { createContext, useContext, type ReactNode } from "react";

/**
 * True when the page arrived as HTML rendered at build time (the landing page for visitors)
 * and React is taking it over: screens then render what the HTML shows instead of a spinner
 * while the session is still being asked for, so the page never blanks out.
 */
const PrerenderedContext = createContext(false);

export function PrerenderedProvider({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  return <PrerenderedContext.Provider value={prerendered}>{children}</PrerenderedContext.Provider>;
}

export const usePrerendered = (): boolean => useContext(PrerenderedContext);
