import { statusClass, statusLabels } from "../joke-notes/stages";
import { ratingLabels } from "../performances/ratings";
import type {
  JokeNoteExport,
  NoteExport,
  PerformanceExport,
  ProfileExport,
  RecordingExport,
  SetListExport,
  ThoughtCategoryExport,
} from "./material-export";

/** A heading's text on one line, with nothing Markdown would read as markup at its start. */
const headingText = (text: string) => text.replace(/\s+/g, " ").trim().replace(/^([#>*+-]|\d+\.)/, "\\$1");

/** A list item's text: later lines indented under it. */
const listItem = (text: string) => `- ${text.replace(/\n/g, "\n  ")}`;

const paragraph = (label: string, text: string | null) => (text ? `**${label}:** ${text}\n\n` : "");

export const markdownTitle = (exportedAt: Date) =>
  `# My material\n\nExported from Comedy Toolkit on ${exportedAt.toISOString().slice(0, 10)}.\n\n`;

export const markdownSection = (title: string) => `## ${title}\n\n`;

/** One heading per joke, its punchlines as a list. */
export function jokeNoteMarkdown(note: JokeNoteExport): string {
  const punchlines = note.punchlines.length ? `${note.punchlines.map(listItem).join("\n")}\n\n` : "";
  return (
    `### ${headingText(note.setup)}\n\n` +
    (note.setup.includes("\n") ? `${note.setup}\n\n` : "") +
    punchlines +
    paragraph("Notes", note.notes) +
    paragraph("Inspiration", note.inspiration) +
    paragraph("Length", note.durationSeconds === null ? null : minutesAndSeconds(note.durationSeconds)) +
    `*${statusLabels[statusClass(note)]}*\n\n`
  );
}

export const noteMarkdown = (note: NoteExport) => `### ${headingText(note.title)}\n\n${note.content}\n\n`;

export function thoughtCategoryMarkdown(category: ThoughtCategoryExport): string {
  const thoughts = category.thoughts.map((thought) =>
    listItem(`${thought.isFavorite ? "★ " : ""}${thought.content}${thought.tags.length ? ` (${thought.tags.join(", ")})` : ""}`),
  );
  return (
    `### ${headingText(category.name)}\n\n` +
    (category.description ? `${category.description}\n\n` : "") +
    (thoughts.length ? `${thoughts.join("\n")}\n\n` : "")
  );
}

/** A bit's setup on one line, as a list item reads it. */
const bitText = (setup: string) => setup.replace(/\s+/g, " ").trim();

/** The set's name, its target, and its bits in running order. */
export function setListMarkdown(set: SetListExport): string {
  const bits = set.items.map((item, i) => `${i + 1}. ${bitText(item.setup)}`);
  return (
    `### ${headingText(set.name)}\n\n` +
    `*Target: ${set.targetMinutes} ${set.targetMinutes === 1 ? "minute" : "minutes"}*\n\n` +
    (bits.length ? `${bits.join("\n")}\n\n` : "")
  );
}

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** The show's date and venue as its heading, then what was performed and how each bit went. */
export function performanceMarkdown(performance: PerformanceExport): string {
  const heading = [performance.performedAt.slice(0, 10), performance.venue, performance.showName].filter(Boolean).join(" · ");
  const ratings = performance.ratings.map((r) =>
    listItem(`${ratingLabels[r.rating]}: ${bitText(r.setup)}${r.notes ? ` (${r.notes})` : ""}`),
  );
  return (
    `### ${headingText(heading)}\n\n` +
    paragraph("Set list", performance.setListName) +
    paragraph("Duration", performance.durationSeconds === null ? null : minutesAndSeconds(performance.durationSeconds)) +
    paragraph("Notes", performance.notes) +
    (ratings.length ? `${ratings.join("\n")}\n\n` : "")
  );
}

const clock = (ms: number) => minutesAndSeconds(Math.floor(ms / 1000));
const laughsText = (count: number) => `${count} ${count === 1 ? "laugh" : "laughs"}`;
const applauseText = (count: number) => `${count} ${count === 1 ? "applause break" : "applause breaks"}`;

/** The recording's date and venue as its heading, its laugh meter, then each bit's stretch and laughs. */
export function recordingMarkdown(recording: RecordingExport): string {
  const heading = [recording.startedAt.slice(0, 10), recording.venue, recording.setListName].filter(Boolean).join(" · ");
  const bits = recording.bits.map((b) =>
    listItem(
      `${clock(b.startMs)}–${clock(b.endMs)} ${bitText(b.setup)}: ${laughsText(b.laughCount)}, ${b.laughsPerMinute} per minute${b.applauseCount > 0 ? `, ${applauseText(b.applauseCount)}` : ""}`,
    ),
  );
  return (
    `### Recording ${headingText(heading)}\n\n` +
    paragraph("Length", recording.durationMs === null ? null : clock(recording.durationMs)) +
    paragraph("Laughs", `${laughsText(recording.laughCount)}, ${recording.laughsPerMinute} per minute`) +
    paragraph("Applause", recording.applauseCount > 0 ? applauseText(recording.applauseCount) : null) +
    (bits.length ? `${bits.join("\n")}\n\n` : "")
  );
}

export function profileMarkdown(profile: ProfileExport): string {
  return (
    paragraph("About me", profile.aboutMe) +
    paragraph("Keywords", profile.keywords.join(", ") || null) +
    paragraph("Location", profile.location)
  );
}
