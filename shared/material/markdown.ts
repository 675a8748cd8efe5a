import { statusClass, statusLabels } from "../joke-notes/stages";
import type { JokeNoteExport, NoteExport, ProfileExport, ThoughtCategoryExport } from "./material-export";

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

export function profileMarkdown(profile: ProfileExport): string {
  return (
    paragraph("About me", profile.aboutMe) +
    paragraph("Keywords", profile.keywords.join(", ") || null) +
    paragraph("Location", profile.location)
  );
}
