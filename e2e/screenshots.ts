import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Screenshots for a person to look at after a run; kept out of the repository. */
export const SHOTS_DIR = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), "toolkit-shots");

/** Where the screenshot called `name` goes (its folder made). */
export function shotPath(name: string): string {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return path.join(SHOTS_DIR, `${name.replace(/[^\w.-]+/g, "-")}.png`);
}
