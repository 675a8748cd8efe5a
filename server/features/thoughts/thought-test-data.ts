// Thoughts and categories made through the API, for this feature's tests.
import type supertest from "supertest";
import { expect } from "vitest";
import type { ThoughtCategory } from "@shared/thoughts/category-dto";
import type { Thought } from "@shared/thoughts/thought-dto";

export async function aCategory(agent: supertest.Agent, body: Record<string, unknown> = {}): Promise<ThoughtCategory> {
  const res = await agent.post("/api/thought-categories").send({ name: "Family", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ThoughtCategory;
}

export async function aThought(
  agent: supertest.Agent,
  categoryId: number,
  body: Record<string, unknown> = {},
): Promise<Thought> {
  const res = await agent.post("/api/thoughts").send({ categoryId, content: "My dad irons his jeans", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Thought;
}

export const categoryNames = async (agent: supertest.Agent): Promise<string[]> =>
  ((await agent.get("/api/thought-categories").expect(200)).body as ThoughtCategory[]).map((c) => c.name);

export const thoughtContents = async (agent: supertest.Agent, query = ""): Promise<string[]> =>
  ((await agent.get(`/api/thoughts${query}`).expect(200)).body as Thought[]).map((thought) => thought.content);
