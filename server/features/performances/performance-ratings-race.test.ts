import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { performanceSchema } from "@shared/performances/performance-dto";
import { aJokeNote, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 20;
const SHOW = { performedAt: "2026-11-20T21:00:00Z", venue: "The Laugh Shack" };

/** Each joke's kept score and count against those recomputed from its owner's ratings. */
async function scoresAsKeptAndAsRated(userId: number) {
  const { rows } = await t.pool.query<{ id: number; kept: string; rated: string }>(
    `SELECT j.id, j.performance_score || '/' || j.times_performed AS kept,
       coalesce(round(avg(CASE r.rating WHEN 'killed' THEN 3 WHEN 'good' THEN 2 WHEN 'ok' THEN 1 WHEN 'bombed' THEN 0 END) * 1000)::int, -1)
         || '/' || count(r.id) AS rated
     FROM joke_notes j
     LEFT JOIN (performance_ratings r JOIN performances p ON p.id = r.performance_id AND p.user_id = $1) ON r.joke_note_id = j.id
     WHERE j.user_id = $1 GROUP BY j.id ORDER BY j.id`,
    [userId],
  );
  return rows;
}

describe("a show's ratings replaced while one of its rated jokes is deleted", () => {
  it("never answers 5xx and ends as one of the two orders of events, scores in step", async () => {
    const { agent: phone, user } = await signedInAgent(t);
    // A second device of the same comedian: its own session, its requests run alongside.
    const laptop = t.agent();
    await laptop.post("/api/login").send({ email: user.email, password: user.password }).expect(200);

    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, doomed] = [
        await aJokeNote(phone, { setup: `Round ${round}: airline food` }),
        await aJokeNote(phone, { setup: `Round ${round}: my dentist's podcast` }),
        await aJokeNote(phone, { setup: `Round ${round}: the bit I cut` }),
      ];
      const created = await phone
        .post("/api/performances")
        .send({ ...SHOW, ratings: [a, b, doomed].map((joke) => ({ jokeNoteId: joke.id, rating: "ok" })) })
        .expect(201);
      const show = performanceSchema.parse(created.body);
      // The new ratings rate the doomed joke first, so the replace reaches it early or late by turns.
      const sent = (round % 2 ? [doomed, b, a] : [b, a, doomed]).map((joke) => ({ jokeNoteId: joke.id, rating: "killed" }));

      const [replaced, deleted] = await Promise.all([
        phone.put(`/api/performances/${show.id}`).send({ ...SHOW, ratings: sent }),
        laptop.delete(`/api/joke-notes/${doomed.id}`),
      ]);

      expect(replaced.status, `round ${round}: ${JSON.stringify(replaced.body)}`).toBeLessThan(500);
      expect(deleted.status, `round ${round}: ${JSON.stringify(deleted.body)}`).toBe(204);
      const ratings = (await phone.get(`/api/performances/${show.id}`).expect(200)).body.ratings as { jokeNoteId: number; rating: string }[];
      const kept = ratings.map((r) => `${r.jokeNoteId}:${r.rating}`);
      if (replaced.status === 200) {
        // The replace went first: its ratings, less the joke deleted after it.
        expect(kept).toEqual(sent.filter((r) => r.jokeNoteId !== doomed.id).map((r) => `${r.jokeNoteId}:${r.rating}`));
      } else {
        // The deletion went first: the replace named a joke that was gone and changed nothing.
        expect(replaced.status).toBe(400);
        expect(kept).toEqual([a, b].map((joke) => `${joke.id}:ok`));
      }
    }
    const scores = await scoresAsKeptAndAsRated(user.id);
    expect(scores).toHaveLength(ROUNDS * 2);
    for (const row of scores) expect(row.kept, `joke ${row.id}`).toBe(row.rated);
  });

  it("a show saved on one device while a rated joke is edited on another: both are saved, neither answers 5xx", async () => {
    const { agent: phone, user } = await signedInAgent(t);
    const laptop = t.agent();
    await laptop.post("/api/login").send({ email: user.email, password: user.password }).expect(200);

    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [
        await aJokeNote(phone, { setup: `Round ${round}: the self-checkout` }),
        await aJokeNote(phone, { setup: `Round ${round}: my landlord's band` }),
      ];
      const created = await phone
        .post("/api/performances")
        .send({ ...SHOW, ratings: [a, b].map((joke) => ({ jokeNoteId: joke.id, rating: "ok" })) })
        .expect(201);
      const show = performanceSchema.parse(created.body);
      const sent = [b, a].map((joke) => ({ jokeNoteId: joke.id, rating: "killed" }));
      const edited = { setup: `Round ${round}: the self-checkout, tightened`, punchlines: ["It asked me for ID"] };

      const [replaced, edit] = await Promise.all([
        phone.put(`/api/performances/${show.id}`).send({ ...SHOW, ratings: sent }),
        laptop.put(`/api/joke-notes/${a.id}`).send(edited),
      ]);

      expect(replaced.status, `round ${round}: ${JSON.stringify(replaced.body)}`).toBe(200);
      expect(edit.status, `round ${round}: ${JSON.stringify(edit.body)}`).toBe(200);
      const ratings = (await phone.get(`/api/performances/${show.id}`).expect(200)).body.ratings as { jokeNoteId: number; rating: string }[];
      expect(ratings.map((r) => `${r.jokeNoteId}:${r.rating}`)).toEqual(sent.map((r) => `${r.jokeNoteId}:${r.rating}`));
      expect((await phone.get(`/api/joke-notes/${a.id}`).expect(200)).body).toMatchObject(edited);
    }
    const scores = await scoresAsKeptAndAsRated(user.id);
    for (const row of scores) expect(row.kept, `joke ${row.id}`).toBe(row.rated);
  });
});
