import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jokeNoteSchema } from "@shared/joke-notes/joke-note-dto";
import { uniqueEmail } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("one shape for a joke note", () => {
  it("answers create, update, patch and the list with the same object for the same note", async () => {
    const agent = t.agent();
    await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);

    const created = (await agent.post("/api/joke-notes").send({ setup: "Shape", punchlines: ["one"], notes: "n" }).expect(201)).body;
    expect(jokeNoteSchema.strict().parse(created)).toEqual(created);
    const listedAfterCreate = (await agent.get("/api/joke-notes").expect(200)).body[0];
    expect(listedAfterCreate).toStrictEqual(created);

    const updated = (
      await agent
        .put(`/api/joke-notes/${created.id}`)
        .send({ setup: "Shape, again", punchlines: ["two"], inspiration: "a bus", stage: "working_on" })
        .expect(200)
    ).body;
    expect(jokeNoteSchema.strict().parse(updated)).toEqual(updated);
    expect((await agent.get("/api/joke-notes").expect(200)).body[0]).toStrictEqual(updated);

    const patched = (await agent.patch(`/api/joke-notes/${created.id}/move-to-stool`).send({ stoolCategory: "my_stool" }).expect(200)).body;
    expect(jokeNoteSchema.strict().parse(patched)).toEqual(patched);
    expect((await agent.get("/api/joke-notes").expect(200)).body[0]).toStrictEqual(patched);
  });

  it("stores a cleared stage (a production pick in the edit form) as idea", async () => {
    const agent = t.agent();
    await agent.post("/api/register").send({ email: uniqueEmail(), password: "secret1" }).expect(201);
    const { id } = (await agent.post("/api/joke-notes").send({ setup: "Stage" }).expect(201)).body;
    const res = await agent.put(`/api/joke-notes/${id}`).send({ setup: "Stage", stage: null, onStool: true, stoolCategory: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stage: "idea", onStool: true, stoolCategory: null });
  });
});
