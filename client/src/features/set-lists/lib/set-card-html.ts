import { bitTag } from "@shared/set-lists/bit-tag";
import { formatRunningTime } from "@shared/set-lists/estimate";
import { escapeHtml } from "@shared/text/escape-html";

export interface PrintableSet {
  name: string;
  targetMinutes: number;
  estimatedSeconds: number;
  items: readonly { setup: string }[];
}

/** Big type that shrinks a little as the set grows, so the card stays one page. */
export function cardFontSize(bits: number): string {
  if (bits <= 8) return "30pt";
  if (bits <= 12) return "24pt";
  if (bits <= 18) return "18pt";
  return "14pt";
}

/**
 * The card a comedian tapes to the mic stand: the set's name and length, then one line per
 * bit with a short tag, in big black type on white.
 */
export function buildSetCardHtml(set: PrintableSet): string {
  const lines = set.items.map((item) => `<li>${escapeHtml(bitTag(item.setup))}</li>`).join("");
  const name = escapeHtml(set.name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><style>
  * { box-sizing: border-box; }
  body { font-family: "Arial Black", "Helvetica Neue", Arial, sans-serif; color: #000; background: #fff; margin: 0.4in; }
  h1 { font-size: 20pt; margin: 0 0 0.1in; border-bottom: 4px solid #000; padding-bottom: 0.08in; }
  .time { font-size: 14pt; margin: 0 0 0.2in; }
  ol { margin: 0; padding-left: 1.4em; font-size: ${cardFontSize(set.items.length)}; line-height: 1.25; font-weight: 900; }
  li { overflow-wrap: anywhere; margin-bottom: 0.08in; }
  @media print { body { margin: 0.3in; } }
</style></head><body><h1>${name}</h1><p class="time">${formatRunningTime(set.estimatedSeconds)} of ${set.targetMinutes}:00</p><ol>${lines}</ol></body></html>`;
}
