import { formatDate } from "@/lib/format";
import { escapeHtml } from "@shared/text/escape-html";

export interface PrintableNote {
  setup: string;
  punchlines: string[];
  notes: string | null;
  createdAt: string | null;
}

export const PRINT_TITLE = "My Jokes";

/** "March 4, 2026" for the printed page's heading. */
export function printDate(date: Date): string {
  return date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}

const styles = `
  * { box-sizing: border-box; }
  body { font-family: Georgia, "Times New Roman", serif; color: #111; margin: 2rem; line-height: 1.45; }
  header { border-bottom: 2px solid #111; margin-bottom: 1.5rem; padding-bottom: 0.5rem; }
  h1 { margin: 0; font-size: 1.8rem; }
  .date { margin: 0.25rem 0 0; color: #444; }
  .joke { page-break-inside: avoid; break-inside: avoid; border-bottom: 1px solid #ccc; padding: 1rem 0; }
  .joke h2 { margin: 0 0 0.5rem; font-size: 1.15rem; }
  .label { margin: 0.6rem 0 0.15rem; font-size: 0.75rem; font-weight: bold; letter-spacing: 0.08em; text-transform: uppercase; color: #555; }
  .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  ol.punchlines { margin: 0; padding-left: 1.5rem; }
  ol.punchlines li { white-space: pre-wrap; overflow-wrap: anywhere; }
  .none { margin: 0; color: #777; font-style: italic; }
  .created { margin: 0.6rem 0 0; font-size: 0.8rem; color: #555; }
  @media print { body { margin: 0.5in; } }
`;

function jokeHtml(note: PrintableNote, number: number): string {
  const punchlines = note.punchlines.filter((p) => p.trim() !== "");
  const notes = note.notes?.trim() ? note.notes : null;
  return [
    `<article class="joke">`,
    `<h2>Joke ${number}</h2>`,
    `<p class="label">Setup</p>`,
    `<p class="text setup">${escapeHtml(note.setup)}</p>`,
    `<p class="label">Punchlines</p>`,
    punchlines.length > 0
      ? `<ol class="punchlines">${punchlines.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ol>`
      : `<p class="none">No punchlines yet</p>`,
    notes ? `<section class="notes"><p class="label">Notes</p><p class="text">${escapeHtml(notes)}</p></section>` : "",
    `<p class="created">Created: ${escapeHtml(formatDate(note.createdAt))}</p>`,
    `</article>`,
  ].join("");
}

/**
 * The printable page: title, date, then each joke numbered with its setup, punchlines,
 * notes and created date. Inspiration is never printed. Every user text is escaped.
 */
export function buildPrintHtml(notes: readonly PrintableNote[], printedAt: Date): string {
  const date = escapeHtml(printDate(printedAt));
  return [
    `<!doctype html>`,
    `<html lang="en"><head><meta charset="utf-8">`,
    `<title>${PRINT_TITLE} - ${date}</title>`,
    `<style>${styles}</style>`,
    `</head><body>`,
    `<header><h1>${PRINT_TITLE}</h1><p class="date">${date}</p></header>`,
    `<main>${notes.map((note, i) => jokeHtml(note, i + 1)).join("")}</main>`,
    `</body></html>`,
  ].join("");
}

export function jokesReady(count: number): string {
  return `${count} ${count === 1 ? "joke" : "jokes"} ready to print`;
}
