import { buildPrintHtml, type PrintableNote } from "./print-html";

export const PRINT_DELAY_MS = 250;

/**
 * Opens the window the jokes will be printed from, at once (inside the click, where browsers
 * allow a new window), before the jokes have arrived. Null when the browser blocked it.
 */
export function openPrintWindow(): Window | null {
  return window.open("", "_blank");
}

/** Writes the printable page into the window and asks it to print 250 ms later. */
export function fillPrintWindow(printWindow: Window, notes: readonly PrintableNote[], now = new Date()): void {
  printWindow.document.open();
  printWindow.document.write(buildPrintHtml(notes, now));
  printWindow.document.close();
  printWindow.focus();
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
}
