import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { PrintSelection } from "@shared/joke-notes/list-page";
import { apiRequest } from "@/api/api-request";

/** The notes picked for printing, in the sort, as the server streams them (never the whole file first). */
export async function printJokeNotes(selection: PrintSelection): Promise<JokeNote[]> {
  const res = await apiRequest("POST", "/api/joke-notes/print", selection);
  return (await res.json()) as JokeNote[];
}
