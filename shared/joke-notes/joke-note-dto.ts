/** A joke note as the API returns it (dates as ISO strings). */
export interface JokeNoteDto {
  id: number;
  setup: string;
  punchlines: string[];
  notes: string | null;
  inspiration: string | null;
  stage: string | null;
  onStool: boolean;
  stoolCategory: string | null;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}
