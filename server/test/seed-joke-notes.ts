import type pg from "pg";

/** Words the seeded jokes are made of; each note also carries one rare word (`kumquat<n>`) in a punchline. */
export const VOCABULARY = [
  "airline", "dentist", "grandma", "divorce", "parking", "wedding", "printer", "therapist", "diet", "gym",
  "landlord", "toddler", "vegan", "podcast", "uber", "airport", "hotel", "dating", "cat", "dog",
  "office", "meeting", "email", "password", "wifi", "coffee", "sushi", "taxes", "church", "camping",
];

/** The rare word in note number `g`'s second punchline: found by search inside punchlines only. */
export const rareWord = (g: number) => `Kumquat${g}`;

/**
 * Seeds `count` notes for one owner in one statement, in the shape the app stores them: a
 * setup of a dozen words, two or three punchlines, notes on most, stages and stool spread.
 * Then brings the statistics up to date, unless `analyze` is false (a file grown since the
 * statistics were taken, as on a large site where one comedian's import is too small a part
 * of the table for autovacuum to look again).
 */
export async function seedNotes(pool: pg.Pool, userId: number, count: number, { analyze = true } = {}): Promise<void> {
  const words = `ARRAY[${VOCABULARY.map((w) => `'${w}'`).join(",")}]`;
  const word = (expr: string) => `(${words})[1 + ((${expr}) % ${VOCABULARY.length})]`;
  await pool.query(
    `INSERT INTO joke_notes (user_id, setup, punchlines, notes, stage, on_stool, stool_category, created_at, updated_at)
     SELECT $1,
            'You ever notice how the ' || ${word("g")} || ' is just like a ' || ${word("g * 7")} || '? Setup ' || g || ', about the ' || ${word("g * 13")},
            ARRAY['Because the ' || ${word("g * 3")} || ' never calls back', 'And my ' || ${word("g * 11")} || ' said ' || 'Kumquat' || g]
              || CASE WHEN g % 3 = 0 THEN ARRAY['Tag: the ' || ${word("g * 17")} || ' again'] ELSE ARRAY[]::text[] END,
            CASE WHEN g % 4 = 0 THEN NULL ELSE 'Worked at the club on a Tuesday; try it with the ' || ${word("g * 19")} || ' first' END,
            (ARRAY['idea','on_hold','working_on'])[1 + g % 3],
            g % 5 = 0,
            CASE WHEN g % 5 <> 0 THEN NULL WHEN g % 15 = 0 THEN 'my_stool' WHEN g % 10 = 0 THEN 'open_mic' END,
            now() - (g || ' minutes')::interval,
            now() - (g || ' minutes')::interval
     FROM generate_series(1, $2) AS g`,
    [userId, count],
  );
  if (analyze) await pool.query("ANALYZE joke_notes, joke_note_places");
}
