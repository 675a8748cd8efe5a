import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import { comedyShowSchema, type ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apiClient } from "../../test/api-client";

let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).agent;
});
afterAll(() => t.close());

/** A date `days` from today as the app counts today (UTC−12, where the day ends last). */
function dayFromToday(days: number): string {
  const now = new Date(Date.now() - 12 * 3600_000);
  now.setUTCDate(now.getUTCDate() + days);
  return now.toISOString().slice(0, 10);
}

let locationCount = 0;
const aLocation = () => `Testville ${++locationCount}-${Math.random().toString(36).slice(2, 8)}`;

const show = (over: Record<string, unknown> = {}) => ({
  name: "Tuesday Night Laughs",
  venue: "The Laugh Shack",
  description: "Five comics, one mic",
  date: dayFromToday(3),
  time: "20:00",
  price: "$10",
  location: "Dallas-Fort Worth",
  ticketUrl: "https://tickets.example/tuesday",
  isOpenMic: false,
  ...over,
});

async function aShow(over: Record<string, unknown> = {}): Promise<ComedyShow> {
  const res = await apiClient(admin).comedyShows.create({ body: show(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return comedyShowSchema.strict().parse(res.body);
}

const listed = async (location: string) =>
  (await apiClient(t.agent()).comedyShows.upcoming({ query: { location } }).expect(200).answer()).map((s) => s.name);

describe("GET /api/comedy-shows", () => {
  it("answers the location's shows from today on, soonest first, to anyone", async () => {
    const location = aLocation();
    await aShow({ location, name: "Next week", date: dayFromToday(7), time: "19:00" });
    await aShow({ location, name: "Tonight late", date: dayFromToday(0), time: "22:30" });
    await aShow({ location, name: "Tonight early", date: dayFromToday(0), time: "18:00", isOpenMic: true });
    await aShow({ location, name: "Last month", date: dayFromToday(-30) });
    await aShow({ location, name: "Yesterday", date: dayFromToday(-2) });
    await aShow({ location: aLocation(), name: "Elsewhere", date: dayFromToday(1) });

    expect(await listed(location)).toEqual(["Tonight early", "Tonight late", "Next week"]);
    expect(await listed(location.toUpperCase())).toEqual(["Tonight early", "Tonight late", "Next week"]);
    expect(await listed(`  ${location} `)).toHaveLength(3);
    const [first] = await apiClient(t.agent()).comedyShows.upcoming({ query: { location } }).expect(200).answer();
    expect(comedyShowSchema.strict().parse(first)).toMatchObject({ isOpenMic: true, venue: "The Laugh Shack", price: "$10" });
  });

  it("answers an empty list for a place with no shows, and 400 without a location", async () => {
    expect(await listed("Nowhere, Nebraska")).toEqual([]);
    await apiClient(t.agent()).comedyShows.upcoming().expect(400);
    await apiClient(t.agent()).comedyShows.upcoming({ query: { location: "  " } }).expect(400);
    await apiClient(t.agent()).comedyShows.upcoming({ query: { location: "x".repeat(201) } }).expect(400);
    await apiClient(t.agent()).comedyShows.upcoming({ unchecked: { query: { location: ["a", "b"] } } }).expect(400);
  });
});

describe("admin shows", () => {
  it("are created, listed, changed and deleted by an administrator", async () => {
    const location = aLocation();
    const created = await aShow({ location, price: " ", description: undefined, isOpenMic: undefined });
    expect(created).toMatchObject({ price: null, description: null, isOpenMic: false });

    const all = await apiClient(admin).comedyShows.list().expect(200).answer();
    expect(all.map((s) => s.id)).toContain(created.id);

    const changed = await apiClient(admin).comedyShows.update({ params: { id: created.id }, body: show({ location, name: "Renamed", isOpenMic: true }) })
      .expect(200);
    expect(changed.body).toMatchObject({ id: created.id, name: "Renamed", isOpenMic: true });
    expect(await listed(location)).toEqual(["Renamed"]);

    await apiClient(admin).comedyShows.remove({ params: { id: created.id } }).expect(204);
    await apiClient(admin).comedyShows.remove({ params: { id: created.id } }).expect(404);
    await apiClient(admin).comedyShows.update({ params: { id: created.id }, body: show() }).expect(404);
    expect(await listed(location)).toEqual([]);
  });

  it("are refused to members (403) and visitors (401), changing nothing", async () => {
    const location = aLocation();
    const existing = await aShow({ location });
    const { agent: member } = await signedInAgent(t);
    await apiClient(member).comedyShows.list().expect(403);
    await apiClient(member).comedyShows.create({ body: show({ location }) }).expect(403);
    await apiClient(member).comedyShows.update({ params: { id: existing.id }, body: show({ location, name: "Hijacked" }) }).expect(403);
    await apiClient(member).comedyShows.remove({ params: { id: existing.id } }).expect(403);
    await apiClient(t.agent()).comedyShows.create({ body: show({ location }) }).expect(401);
    expect(await listed(location)).toEqual([existing.name]);
  });

  it("answer 400 with a message for a bad field and save nothing", async () => {
    const location = aLocation();
    const bodies = [
      show({ location, ticketUrl: "javascript:alert(1)" }),
      show({ location, ticketUrl: "data:text/html,hi" }),
      show({ location, ticketUrl: "/relative" }),
      show({ location, ticketUrl: "ftp://files.example/x" }),
      show({ location, name: " " }),
      show({ location, name: "\u0000\u0000" }),
      show({ location, venue: undefined }),
      show({ location, date: "2026-02-30" }),
      show({ location, date: "next tuesday" }),
      show({ location, time: "25:00" }),
      show({ location, time: "13pm" }),
      show({ location, time: "eight" }),
      show({ location, time: "\u0000" }),
      show({ location, time: "x".repeat(900_000) }),
      show({ location, time: 2000 }),
      show({ location, isOpenMic: "yes" }),
      show({ location, description: "x".repeat(5001) }),
      show({ location, name: "x".repeat(900_000) }),
      show({ location: undefined }),
    ];
    for (const body of bodies) {
      const res = await apiClient(admin).comedyShows.create({ body });
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await apiClient(admin).comedyShows.create({ body: show({ location, ticketUrl: "ftp://x.example" }) })).body.message).toBe(
      "ticketUrl: Ticket URL must be an http or https address",
    );
    expect(await listed(location)).toEqual([]);
  });

  it("take a time as people write it, stored and answered as HH:MM", async () => {
    const location = aLocation();
    for (const [written, stored] of [["20:00", "20:00"], ["8:00 PM", "20:00"], ["8pm", "20:00"], ["8 pm", "20:00"], ["9:30 am", "09:30"]] as const) {
      const saved = await aShow({ location, name: `At ${written}`, time: written });
      expect(saved.time, written).toBe(stored);
    }
    const changed = await aShow({ location, name: "Changed" });
    const put = await apiClient(admin).comedyShows.update({ params: { id: changed.id }, body: show({ location, name: "Changed", time: "10 PM" }) }).expect(200);
    expect(put.body.time).toBe("22:00");
    const refused = await apiClient(admin).comedyShows.create({ body: show({ location, time: "8 o'clock" }) }).expect(400);
    expect(refused.body.message).toBe('time: Time must be written as "20:00", "8:00 PM", "8pm" or "8 pm"');
    expect(refused.body.errors).toEqual([{ path: "time", message: 'Time must be written as "20:00", "8:00 PM", "8pm" or "8 pm"' }]);
  });

  it("answer 400 to a malformed id and 404 to a missing one", async () => {
    for (const bad of ["abc", "-1", "2147483648", "1e3"]) {
      await apiClient(admin).comedyShows.remove({ params: { id: bad } }).expect(400);
    }
    await apiClient(admin).comedyShows.remove({ params: { id: "2147483647" } }).expect(404);
  });
});
