import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import type { ComedyShow } from "@shared/comedy-shows/comedy-show-dto";
import { openAdminTab } from "./admin-helpers";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { expect, quietBanners, signInAsAdmin, test } from "./fixtures";
import { shotPath } from "./screenshots";
import { apiClient, isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

/** A date `days` from now, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const aPlace = () => `Showtown ${Math.random().toString(36).slice(2, 8)}`;

async function adminShow(page: Page, fields: Partial<ComedyShow>): Promise<ComedyShow> {
  const res = apiClient(page.request).comedyShows.create({
    body: { name: "Show", venue: "The Club", date: inDays(5), time: "20:00", location: "Dallas-Fort Worth", ticketUrl: "https://tickets.example/x", ...fields },
  });
  expect((await res).status()).toBe(201);
  return res.answer();
}

test.beforeEach(({ page }) => quietBanners(page));

test("an admin adds a show in the Shows tab, and it is refused a non-web ticket link", async ({ page: admin }) => {
  await signInAsAdmin(admin);
  await admin.goto("/admin-panel");
  await openAdminTab(admin, "Shows");
  const place = aPlace();
  const name = `Late Show ${place}`;
  const form = admin.getByRole("form", { name: "Add a show" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Venue").fill("Backroom Comedy");
  await form.getByLabel("Date").fill(inDays(3));
  await form.getByLabel("Time").fill("9:30 pm");
  await form.getByLabel("Location").fill(place);
  await form.getByLabel("Ticket URL").fill("https://tickets.example/late");
  await form.getByLabel("Open mic").check();
  await form.getByRole("button", { name: "Add show" }).click();
  const row = admin.getByRole("list", { name: "All shows" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("9:30 PM");
  await expect(row).toContainText("Open mic");
  const listed = await apiClient(admin.request).comedyShows.upcoming({ query: { location: place } }).answer();
  expect(listed.map((s) => [s.name, s.isOpenMic, s.ticketUrl])).toEqual([[name, true, "https://tickets.example/late"]]);

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = admin.getByRole("form", { name: `Edit ${name}` });
  await edit.getByLabel("Ticket URL").fill("javascript:alert(1)");
  // The browser's own url check would stop the form; the server's is the one that counts.
  await edit.evaluate((element) => element.setAttribute("novalidate", ""));
  await edit.getByRole("button", { name: "Save show" }).click();
  await expect(admin.getByRole("region", { name: /^Notifications/ })).toContainText("Ticket URL must be an http or https address");
  await admin.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: shotPath("stagecraft-admin-shows"), fullPage: true });
});

test("an admin imports a club's .ics calendar in the Shows tab, and importing it again adds nothing", async ({ page: admin }) => {
  await signInAsAdmin(admin);
  await admin.goto("/admin-panel");
  await openAdminTab(admin, "Shows");
  const place = aPlace();
  const day = (days: number) => inDays(days).replaceAll("-", "");
  const event = (fields: Record<string, string>) => ["BEGIN:VEVENT", ...Object.entries(fields).map(([k, v]) => `${k}:${v}`), "END:VEVENT"];
  const calendar = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Laugh Shack//Listings//EN",
    ...event({ UID: `${place}-1@shack`, SUMMARY: `Friday Showcase ${place}`, DTSTART: `${day(5)}T200000`, LOCATION: "The Laugh Shack", URL: "https://shack.example/fri" }),
    ...event({ UID: `${place}-2@shack`, SUMMARY: `Last Month ${place}`, DTSTART: `${day(-30)}T200000`, LOCATION: "The Laugh Shack", URL: "https://shack.example/old" }),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const form = admin.getByRole("form", { name: "Import shows from a calendar" });
  await form.getByLabel("Import location").fill(place);
  const file = { name: "shack.ics", mimeType: "text/calendar", buffer: Buffer.from(calendar) };
  await form.getByLabel("Calendar file").setInputFiles(file);
  await form.getByRole("button", { name: "Import shows" }).click();
  await expect(form).toContainText("Imported: 1 new show, 0 updated, 0 unchanged, 1 skipped.");
  await expect(form.getByRole("list", { name: "Skipped events" })).toContainText(`Last Month ${place}: It is in the past.`);
  await expect(admin.getByRole("list", { name: "All shows" }).getByRole("listitem").filter({ hasText: `Friday Showcase ${place}` })).toContainText("8:00 PM");

  await form.getByLabel("Calendar file").setInputFiles(file);
  await form.getByRole("button", { name: "Import shows" }).click();
  await expect(form).toContainText("Imported: 0 new shows, 0 updated, 1 unchanged, 1 skipped.");
  const listed = await apiClient(admin.request).comedyShows.upcoming({ query: { location: place } }).answer();
  expect(listed.map((show) => show.name)).toEqual([`Friday Showcase ${place}`]);
  await expectNoAxeViolations(admin);
});

test("a member finds upcoming shows near them, soonest first, filters open mics and follows a ticket link", async ({ page, browser, account: _account }) => {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const place = aPlace();
  await adminShow(admin, { name: "Next month showcase", location: place, date: inDays(30), price: "$15" });
  await adminShow(admin, { name: "Tomorrow open mic", location: place, date: inDays(1), time: "19:00", isOpenMic: true });
  await adminShow(admin, { name: "Last week", location: place, date: inDays(-7) });
  await admin.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Comedy Shows" }).click();
  await expect(page.getByRole("heading", { name: "Comedy Shows", level: 1 })).toBeVisible();
  // The box starts at the profile's location.
  await expect(page.getByLabel("Location")).toHaveValue("Dallas-Fort Worth");

  await page.getByLabel("Location").fill(place);
  await page.getByRole("button", { name: "Find shows" }).click();
  const cards = page.getByRole("list", { name: `Shows in ${place}` }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Tomorrow open mic");
  await expect(cards.nth(0)).toContainText("Open mic");
  await expect(cards.nth(0)).toContainText("7:00 PM");
  await expect(cards.nth(1)).toContainText("Next month showcase");
  await expect(cards.nth(1)).toContainText("$15");
  const ticket = cards.nth(1).getByRole("link", { name: /Tickets for Next month showcase/ });
  await expect(ticket).toHaveAttribute("href", "https://tickets.example/x");
  await expect(ticket).toHaveAttribute("target", "_blank");
  await expect(ticket).toHaveAttribute("rel", "noopener noreferrer");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: shotPath("stagecraft-shows-phone"), fullPage: true });

  await page.getByLabel("Open mics only").check();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Tomorrow open mic");

  await page.getByLabel("Location").fill("Nowhere at all");
  await page.getByRole("button", { name: "Find shows" }).click();
  await expect(page.getByText("No upcoming open mics in Nowhere at all.")).toBeVisible();
});

test("the landing page's show fetch succeeds and shows nothing", async ({ page }) => {
  const answered = page.waitForResponse((res) => isCallOf(res, apiRoutes.comedyShows.upcoming, { query: { location: "Dallas-Fort Worth" } }));
  await page.goto("/");
  expect((await answered).status()).toBe(200);
  await expect(page.getByText("Failed to fetch comedy shows")).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("an admin imports a club's feed by keyboard alone, and the form fits the screen", async ({ page: admin }) => {
    const place = aPlace();
    const day = inDays(6).replaceAll("-", "");
    const calendar = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Corner Club//EN", "BEGIN:VEVENT", `UID:${place}@corner`, `SUMMARY:Sunday Open Mic ${place}`, `DTSTART:${day}T190000`, "LOCATION:The Corner", "URL:https://corner.example/sunday", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    // The club's feed, a real HTTP server on this machine.
    const feed = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/calendar" }).end(calendar));
    await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
    const { port } = feed.address() as AddressInfo;
    try {
      await signInAsAdmin(admin);
      await admin.goto("/admin-panel");
      await openAdminTab(admin, "Shows");
      const form = admin.getByRole("form", { name: "Import shows from a calendar" });
      await expect(form).toHaveAccessibleDescription(/a repeating one, a show per date in the next 90 days/);
      const location = form.getByLabel("Import location");
      await location.focus();
      await admin.keyboard.press("ControlOrMeta+A");
      await admin.keyboard.type(place);
      await admin.keyboard.press("Tab");
      await expect(form.getByLabel("Calendar file")).toBeFocused();
      await admin.keyboard.press("Tab");
      await expect(form.getByLabel("Or a feed URL")).toBeFocused();
      await admin.keyboard.type(`http://127.0.0.1:${port}/calendar.ics`);
      await admin.keyboard.press("Tab");
      const submit = form.getByRole("button", { name: "Import shows" });
      await expect(submit).toBeFocused();
      expect(await submit.evaluate((button) => button.matches(":focus-visible"))).toBe(true);
      await admin.keyboard.press("Enter");
      await expect(form).toContainText("Imported: 1 new show, 0 updated, 0 unchanged, 0 skipped.");
      await expect(admin.getByRole("list", { name: "All shows" }).getByRole("listitem").filter({ hasText: `Sunday Open Mic ${place}` })).toContainText("7:00 PM");
      // Nothing wider than the phone, and every field and the button a comfortable tap.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const control of [location, form.getByLabel("Or a feed URL"), submit]) {
        expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await expectNoAxeViolations(admin);
      await form.screenshot({ path: shotPath("shows-import-390") });
    } finally {
      await new Promise((resolve) => feed.close(resolve));
    }
  });
});
