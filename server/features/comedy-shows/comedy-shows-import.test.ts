import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type supertest from "supertest";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import type { ComedyShowImportResult } from "@shared/comedy-shows/comedy-show-dto";
import { signedInAdmin, signedInAgent } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: supertest.Agent;
/** A club's feed on 127.0.0.1: serves `feed.body` at /club.ics, hangs at /hang, a 404 elsewhere. */
const feed = { body: "", status: 200, requests: 0 };
let server: Server;
let base: string;
beforeAll(async () => {
  // The club's feed below is served from 127.0.0.1.
  t = await createTestApp({ showFeedTimeoutMs: 500, showFeedsFromPrivateAddresses: true });
  admin = (await signedInAdmin(t)).agent;
  server = createServer((req, res) => {
    feed.requests += 1;
    if (req.url === "/hang") return; // never answers
    if (req.url === "/huge.ics") {
      res.writeHead(200, { "content-type": "text/calendar" });
      res.end("X".repeat(1_200_000));
      return;
    }
    if (req.url !== "/club.ics") return void res.writeHead(404).end("no");
    res.writeHead(feed.status, { "content-type": "text/calendar" }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function dayFromToday(days: number): string {
  const now = new Date(Date.now() - 12 * 3600_000);
  now.setUTCDate(now.getUTCDate() + days);
  return now.toISOString().slice(0, 10);
}
const ics = (day: string) => day.replaceAll("-", "");

function calendar(events: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Laugh Shack//Listings//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
}
function vevent(fields: Record<string, string>): string {
  return ["BEGIN:VEVENT", ...Object.entries(fields).map(([k, v]) => `${k}:${v}`), "END:VEVENT"].join("\r\n");
}

let placeCount = 0;
const aPlace = () => `Icsville ${++placeCount}-${Math.random().toString(36).slice(2, 8)}`;

const listed = async (location: string) => (await admin.get("/api/comedy-shows").query({ location }).expect(200)).body as ComedyShow[];

function clubListings(uidPrefix: string) {
  return calendar([
    vevent({
      UID: `${uidPrefix}-1@laughshack`,
      SUMMARY: "Friday Showcase",
      DTSTART: `${ics(dayFromToday(5))}T200000`,
      LOCATION: "The Laugh Shack\\, Main St",
      URL: "https://laughshack.example/friday",
      DESCRIPTION: "Six comics\\, one mic",
    }),
    vevent({
      UID: `${uidPrefix}-2@laughshack`,
      SUMMARY: "Monday Open Mic",
      DTSTART: `${ics(dayFromToday(2))}T193000`,
      LOCATION: "The Laugh Shack",
      URL: "http://laughshack.example/monday",
    }),
    vevent({ UID: `${uidPrefix}-old@laughshack`, SUMMARY: "Last month", DTSTART: `${ics(dayFromToday(-30))}T200000`, LOCATION: "The Laugh Shack", URL: "https://laughshack.example/old" }),
    vevent({ UID: `${uidPrefix}-js@laughshack`, SUMMARY: "Bad link", DTSTART: `${ics(dayFromToday(3))}T200000`, LOCATION: "The Laugh Shack", URL: "javascript:alert(1)" }),
  ]);
}

describe("POST /api/admin/comedy-shows/import", () => {
  it("turns each upcoming VEVENT of a file into a show, and a second import adds nothing", async () => {
    const place = aPlace();
    const first = await admin.post("/api/admin/comedy-shows/import").send({ location: place, ics: clubListings(place) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const result = first.body as ComedyShowImportResult;
    expect(result).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(result.skipped.map((s) => [s.summary, s.reason])).toEqual([
      ["Last month", "It is in the past."],
      ["Bad link", "Ticket URL must be an http or https address"],
    ]);
    const shows = await listed(place);
    expect(shows).toEqual([
      {
        id: expect.any(Number),
        name: "Monday Open Mic",
        venue: "The Laugh Shack",
        description: null,
        date: dayFromToday(2),
        time: "19:30",
        price: null,
        location: place,
        ticketUrl: "http://laughshack.example/monday",
        isOpenMic: true,
      },
      {
        id: expect.any(Number),
        name: "Friday Showcase",
        venue: "The Laugh Shack, Main St",
        description: "Six comics, one mic",
        date: dayFromToday(5),
        time: "20:00",
        price: null,
        location: place,
        ticketUrl: "https://laughshack.example/friday",
        isOpenMic: false,
      },
    ]);

    const again = await admin.post("/api/admin/comedy-shows/import").send({ location: place, ics: clubListings(place) }).expect(200);
    expect(again.body).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    expect(await listed(place)).toEqual(shows);
  });

  it("lists a weekly open mic once per week for the next 90 days, and a second import adds nothing", async () => {
    const place = aPlace();
    const weekly = calendar([
      vevent({
        UID: `${place}-weekly@laughshack`,
        SUMMARY: "Tuesday Open Mic",
        DTSTART: `${ics(dayFromToday(-70))}T200000`,
        RRULE: "FREQ=WEEKLY",
        EXDATE: `${ics(dayFromToday(7))}T200000`,
        LOCATION: "The Laugh Shack",
        URL: "https://laughshack.example/mic",
      }),
    ]);
    const first = await admin.post("/api/admin/comedy-shows/import").send({ location: place, ics: weekly });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // From today (day 0, a week after day -70's tenth repeat) through day 90: days 0, 14, 21, ... 84; day 7 is excluded.
    const expected = [0, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84].map(dayFromToday);
    expect(first.body).toMatchObject({ added: expected.length, updated: 0, unchanged: 0, skipped: [] });
    const shows = await listed(place);
    expect(shows.map((show) => show.date)).toEqual(expected);
    expect(shows.every((show) => show.isOpenMic && show.time === "20:00")).toBe(true);

    const again = await admin.post("/api/admin/comedy-shows/import").send({ location: place, ics: weekly }).expect(200);
    expect(again.body).toMatchObject({ added: 0, updated: 0, unchanged: expected.length });
    expect(await listed(place)).toEqual(shows);
  });

  it("reads a feed over HTTP and updates the events that changed, matched on UID", async () => {
    const place = aPlace();
    feed.body = clubListings(place);
    const first = await admin.post("/api/admin/comedy-shows/import").send({ location: place, url: `${base}/club.ics` });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ added: 2, updated: 0 });
    const before = await listed(place);

    feed.body = feed.body.replace("SUMMARY:Friday Showcase", "SUMMARY:Friday Headliner Showcase").replace("T200000", "T210000");
    const second = await admin.post("/api/admin/comedy-shows/import").send({ location: place, url: `${base}/club.ics` }).expect(200);
    expect(second.body).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    const after = await listed(place);
    expect(after).toHaveLength(2);
    const friday = after.find((s) => s.id === before.find((b) => b.name === "Friday Showcase")!.id)!;
    expect(friday).toMatchObject({ name: "Friday Headliner Showcase", time: "21:00" });
  });

  it("answers 400 naming the problem for a malformed calendar, and saves nothing", async () => {
    const place = aPlace();
    const notCalendar = await admin.post("/api/admin/comedy-shows/import").send({ location: place, ics: "hello, this is not a calendar" });
    expect(notCalendar.status).toBe(400);
    expect(notCalendar.body.message).toMatch(/calendar/i);
    const broken = await admin
      .post("/api/admin/comedy-shows/import")
      .send({ location: place, ics: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\n" });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/could not be read/);
    const vcard = await admin.post("/api/admin/comedy-shows/import").send({ location: place, ics: "BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n" });
    expect(vcard.status).toBe(400);
    expect(vcard.body.message).toMatch(/VCALENDAR/);
    expect(await listed(place)).toEqual([]);
  });

  it("refuses bad input with 4xx and a message, never 500", async () => {
    const place = aPlace();
    const cases: [Record<string, unknown>, number][] = [
      [{ location: place }, 400],
      [{ location: place, ics: "x", url: `${base}/club.ics` }, 400],
      [{ location: place, url: "file:///etc/passwd" }, 400],
      [{ location: place, url: "javascript:alert(1)" }, 400],
      [{ location: place, ics: 42 }, 400],
      [{ ics: clubListings(place) }, 400],
      [{ location: "\u0000", ics: clubListings(place) }, 400],
      [{ location: place, ics: `${clubListings(place)}\u0000` }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await admin.post("/api/admin/comedy-shows/import").send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(typeof res.body.message).toBe("string");
    }
    expect(await listed(place)).toEqual([]);
  });

  it("answers 413 to a calendar over 1 MB, as a file or a feed", async () => {
    const big = await admin.post("/api/admin/comedy-shows/import").send({ location: aPlace(), ics: "X".repeat(1_010_000) });
    expect(big.status).toBe(413);
    const bigger = await admin.post("/api/admin/comedy-shows/import").send({ location: aPlace(), ics: "X".repeat(1_100_000) });
    expect(bigger.status).toBe(413);
    const feedTooBig = await admin.post("/api/admin/comedy-shows/import").send({ location: aPlace(), url: `${base}/huge.ics` });
    expect(feedTooBig.status).toBe(413);
  });

  it("gives up on a feed that does not answer in time, or answers an error", async () => {
    const hang = await admin.post("/api/admin/comedy-shows/import").send({ location: aPlace(), url: `${base}/hang` });
    expect(hang.status).toBe(504);
    expect(hang.body.message).toMatch(/did not answer/);
    const missing = await admin.post("/api/admin/comedy-shows/import").send({ location: aPlace(), url: `${base}/nothing.ics` });
    expect(missing.status).toBe(502);
    expect(missing.body.message).toBe("The feed answered 404.");
  });

  it("is for admins only", async () => {
    const { agent } = await signedInAgent(t);
    const place = aPlace();
    const res = await agent.post("/api/admin/comedy-shows/import").send({ location: place, ics: clubListings(place) });
    expect(res.status).toBe(403);
    expect(await listed(place)).toEqual([]);
  });
});

describe("feeds on private addresses, as the app is set up by default", () => {
  let publicOnly: TestApp;
  beforeAll(async () => {
    publicOnly = await createTestApp();
  });
  afterAll(() => publicOnly.close());

  it("are refused with 400 before any request reaches them: loopback, private, link-local, mapped and by name", async () => {
    const { agent } = await signedInAdmin(publicOnly);
    const port = (server.address() as AddressInfo).port;
    const before = feed.requests;
    for (const url of [
      `${base}/club.ics`,
      `http://localhost:${port}/club.ics`,
      `http://[::1]:${port}/club.ics`,
      `http://[::ffff:127.0.0.1]:${port}/club.ics`,
      `http://0.0.0.0:${port}/club.ics`,
      "http://10.0.0.8/club.ics",
      "http://192.168.1.20/club.ics",
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      const place = aPlace();
      const res = await agent.post("/api/admin/comedy-shows/import").send({ location: place, url });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe("The feed is on a private network address. Only feeds on the public internet can be imported.");
      expect((await publicOnly.agent().get("/api/comedy-shows").query({ location: place }).expect(200)).body).toEqual([]);
    }
    expect(feed.requests).toBe(before);
  });
});
