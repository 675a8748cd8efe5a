/** How long a print window waits for its fonts and layout before asking to print. */
export const PRINT_DELAY_MS = 250;

/**
 * Opens the window a page will be printed from, at once (inside the click, where browsers
 * allow a new window), before its content is ready. Null when the browser blocked it.
 */
export function openPrintWindow(): Window | null {
  return window.open("", "_blank");
}

/** Writes a whole printable page into the window and asks it to print shortly after. */
export function fillPrintWindow(printWindow: Window, html: string): void {
  printWindow.document.open();
  printWindow.document.write(html);
  printWindow.document.close();
  printWindow.focus();
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
}

/** Opens a window and prints the page in it; false when the browser blocked the window. */
export function printPage(html: string): boolean {
  const printWindow = openPrintWindow();
  if (!printWindow) return false;
  fillPrintWindow(printWindow, html);
  return true;
}
