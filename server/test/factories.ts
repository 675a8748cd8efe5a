// Test data, made the way the product makes it: through the API, as a comedian would.
// A test states only what matters to it and takes defaults for the rest.
import { randomBytes } from "node:crypto";
import type supertest from "supertest";
import { expect } from "vitest";
import type { z } from "zod";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { createJokeNoteSchema } from "@shared/joke-notes/joke-note-input";
import type { TestApp } from "./test-app";

/** The password every factory-made user has unless a test picks one. */
export const A_PASSWORD = "secret1";

let emailCount = 0;
/** An address no other test uses (lower case, as the server stores it). */
export function uniqueEmail(prefix = "comic"): string {
  emailCount += 1;
  return `${prefix}${emailCount}-${randomBytes(3).toString("hex")}@example.com`;
}

let phoneCount = 0;
/** A US number in E.164 that no other test in the file uses: +1 555 2xx xxxx. */
export function aPhoneNumber(): string {
  phoneCount += 1;
  return `+1555${2_000_000 + phoneCount}`;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  isAdmin: boolean;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  /** The client address the agent's requests come from (rate limits count per address). */
  clientIp?: string;
}

/** A supertest agent signed in as a new user, registered through the API. */
export async function signedInAgent(
  t: TestApp,
  overrides: UserOverrides = {},
): Promise<{ agent: supertest.Agent; user: TestUser }> {
  const password = overrides.password ?? A_PASSWORD;
  const agent = t.agent(overrides.clientIp);
  const res = await agent.post("/api/register").send({ email: overrides.email ?? uniqueEmail(), password });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const body = res.body as { id: number; email: string; isAdmin: boolean };
  return { agent, user: { id: body.id, email: body.email, password, isAdmin: body.isAdmin } };
}

/** A registered user (its sign-up session is left unused). */
export async function aUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  return (await signedInAgent(t, overrides)).user;
}

/**
 * An agent signed in as an administrator. The first account on a fresh database becomes
 * one, so call this before any other sign-up in the app (or give an ADMIN_EMAILS address).
 */
export async function signedInAdmin(
  t: TestApp,
  overrides: UserOverrides = {},
): Promise<{ agent: supertest.Agent; user: TestUser }> {
  const admin = await signedInAgent(t, { email: uniqueEmail("admin"), ...overrides });
  expect(admin.user.isAdmin, "only the first account (or an ADMIN_EMAILS one) is an administrator").toBe(true);
  return admin;
}

/** What POST /api/joke-notes takes, plus the `userId` the server must ignore. */
export type JokeNoteOverrides = Partial<z.input<typeof createJokeNoteSchema>> & { userId?: number };

/** A joke note created through the API by the agent's user. */
export async function aJokeNote(agent: supertest.Agent, overrides: JokeNoteOverrides = {}): Promise<JokeNote> {
  const res = await agent.post("/api/joke-notes").send({ setup: "Airline food is a hostage situation", ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as JokeNote;
}

/** The setups of the agent's joke notes, in the saved order. */
export async function jokeNoteSetups(agent: supertest.Agent): Promise<string[]> {
  const res = await agent.get("/api/joke-notes").expect(200);
  return (res.body as JokeNote[]).map((note) => note.setup);
}
