import { buildSetCardHtml, type PrintableSet } from "./set-card-html";

export const PRINT_DELAY_MS = 250;

/** Opens the set's card in a new window and prints it; false when the browser blocked the window. */
export function openSetCard(set: PrintableSet): boolean {
  const printWindow = window.open("", "_blank");
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(buildSetCardHtml(set));
  printWindow.document.close();
  printWindow.focus();
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  return true;
}
