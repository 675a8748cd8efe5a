import { buildPrintHtml, type PrintableNote } from "./print-html";

export const PRINT_DELAY_MS = 250;

/**
 * Opens a new window holding the printable page and asks it to print 250 ms later.
 * Returns false when the browser blocked the window.
 */
export function openPrintWindow(notes: readonly PrintableNote[], now = new Date()): boolean {
  const printWindow = window.open("", "_blank");
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(buildPrintHtml(notes, now));
  printWindow.document.close();
  printWindow.focus();
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  return true;
}
