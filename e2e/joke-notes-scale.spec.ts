import type { Page, Request } from "@playwright/test";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { dragAnnouncements, expect, keyboardSensorListening, quietBanners, test } from "./fixtures";
import { savedJokeNotes } from "./joke-note-data";
import { e2ePorts } from "./ports";
import { touchDrag } from "./touch";
import { shotPath } from "./screenshots";
import { isCallOf } from "./api-client";
import { apiRoutes } from "@shared/api";

const NOTES = 5_000;
const list = (page: Page) => page.getByRole("list", { name: "Your Joke Notes" });
const rows = (page: Page) => list(page).getByRole("listitem");

async function seedNotes(email: string, count: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/seed-notes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, count }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** The list requests the page makes: pages, counts and any read of the whole file. */
function listRequests(page: Page) {
  const seen: Request[] = [];
  const wholeFile = () => seen.filter((r) => isCallOf(r, apiRoutes.jokeNotes.list));
  page.on("request", (request) => {
    if ([apiRoutes.jokeNotes.list, apiRoutes.jokeNotes.page, apiRoutes.jokeNotes.counts].some((route) => isCallOf(request, route))) seen.push(request);
  });
  return {
    pages: () => seen.filter((r) => isCallOf(r, apiRoutes.jokeNotes.page)),
    wholeFile,
  };
}

test.beforeEach(({ page }) => quietBanners(page));
test.use({ viewport: { width: 1280, height: 900 } });

test.describe("a joke file of 5,000 notes", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Joke Notes reads a page at a time as the comedian scrolls, never the whole file", async ({ page, account }) => {
    await seedNotes(account.email, NOTES);
    const requests = listRequests(page);
    await page.goto("/joke-notes");
    await expect(rows(page).first()).toHaveAttribute("aria-setsize", String(NOTES));
    await expect(page.getByRole("button", { name: /Filter by Stage/ })).toContainText(String(NOTES));
    expect(requests.pages()).toHaveLength(1);

    // Scroll to the end of what is loaded, a few times: each time the next page comes.
    for (let more = 1; more <= 3; more += 1) {
      const next = page.waitForResponse((res) => isCallOf(res, apiRoutes.jokeNotes.page) && new URL(res.url()).searchParams.has("cursor"));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await next;
      await expect(list(page).locator(`li[aria-posinset='${50 * more + 1}']`)).toBeAttached();
    }
    expect(requests.pages()).toHaveLength(4);
    // Only rows near the viewport are in the page.
    expect(await rows(page).count()).toBeLessThan(60);
    expect(requests.wholeFile()).toHaveLength(0);
    await expectNoAxeViolations(page);
  });

  test("search asks the server and finds a word inside a punchline", async ({ page, account }) => {
    await seedNotes(account.email, NOTES);
    await page.goto("/joke-notes");
    await expect(rows(page).first()).toBeVisible();
    const searched = page.waitForResponse((res) => isCallOf(res, apiRoutes.jokeNotes.page, { query: { q: "kumquat4321" } }));
    await page.getByLabel("Search joke notes").fill("kumquat4321");
    await searched;
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: /Filter by Stage/ })).toContainText("1");

    await page.getByLabel("Search joke notes").fill("no such word anywhere");
    await expect(page.getByText("No jokes match your current filters. Try adjusting your filter settings.")).toBeVisible();
  });

  test("send to top and a drag save one move each, and the list is not read again", async ({ page, account }) => {
    await seedNotes(account.email, NOTES);
    const requests = listRequests(page);
    await page.goto("/joke-notes");
    await expect(rows(page).first()).toBeVisible();
    const third = rows(page).nth(2);
    const thirdSetup = (await third.textContent()) ?? "";
    const moved = page.waitForResponse((res) => /\/position$/.test(res.url()) && res.ok());
    await third.getByRole("button", { name: "Send to top" }).click();
    expect((await moved).request().postDataJSON()).toEqual({ afterId: null });
    await expect(rows(page).first()).toHaveText(thirdSetup);

    // Keyboard drag: the first row two places down.
    const live = dragAnnouncements(page);
    const handle = rows(page).first().getByRole("button", { name: "Drag to reorder" });
    await handle.focus();
    await page.keyboard.press("Space");
    await keyboardSensorListening(page);
    for (const position of [2, 3]) {
      await page.keyboard.press("ArrowDown");
      await expect(live).toContainText(`moved to position ${position} of ${NOTES}`);
    }
    const dragged = page.waitForResponse((res) => /\/position$/.test(res.url()) && res.ok());
    await page.keyboard.press("Space");
    await dragged;
    await expect(rows(page).nth(2)).toHaveText(thirdSetup);

    expect(requests.pages()).toHaveLength(1);
    expect(requests.wholeFile()).toHaveLength(0);
    const saved = await savedJokeNotes(page);
    expect(saved).toHaveLength(NOTES);
    expect(thirdSetup).toContain(saved[2]!.setup.slice(0, 20));
  });

  test("the Joke Lab moves a card among 5,000 by keyboard and saves it", async ({ page, account }) => {
    await seedNotes(account.email, NOTES);
    await page.goto("/joke-lab");
    const ideas = page.getByRole("region", { name: "Ideas", exact: true });
    const card = ideas.locator("li[data-note-id]").first();
    await expect(card).toBeVisible();
    const id = Number(await card.getAttribute("data-note-id"));
    const handle = card.getByRole("button", { name: "Move joke" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await keyboardSensorListening(page);
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[aria-live]").filter({ hasText: "is over the On Hold column." }).first()).toBeAttached();
    const patched = page.waitForResponse((res) => isCallOf(res, apiRoutes.jokeNotes.patch, { params: { id } }));
    await page.keyboard.press("Space");
    expect((await patched).status()).toBe(200);
    await expect(page.getByRole("region", { name: "On Hold", exact: true }).locator(`li[data-note-id='${id}']`)).toBeVisible();
    expect((await savedJokeNotes(page)).find((note) => note.id === id)?.stage).toBe("on_hold");
  });
});

test.describe("a joke file of 5,000 notes on a phone", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Joke Notes at 390 px scrolls by pages, searches on the server and sends a note to top", async ({ page, account }) => {
    await seedNotes(account.email, NOTES);
    const requests = listRequests(page);
    await page.goto("/joke-notes");
    await expect(rows(page).first()).toHaveAttribute("aria-setsize", String(NOTES));
    await page.screenshot({ path: shotPath("scale-phone-joke-notes") });

    const next = page.waitForResponse((res) => isCallOf(res, apiRoutes.jokeNotes.page) && new URL(res.url()).searchParams.has("cursor"));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await next;
    await expect(list(page).locator("li[aria-posinset='51']")).toBeAttached();
    expect(await rows(page).count()).toBeLessThan(60);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel("Search joke notes").fill("kumquat4321");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Setup 4321");
    await page.getByLabel("Search joke notes").fill("");
    await expect(rows(page).first()).toHaveAttribute("aria-setsize", String(NOTES));

    const third = rows(page).nth(2);
    const thirdSetup = (await third.textContent()) ?? "";
    const moved = page.waitForResponse((res) => /\/position$/.test(res.url()) && res.ok());
    await third.getByRole("button", { name: "Send to top" }).click();
    expect((await moved).request().postDataJSON()).toEqual({ afterId: null });
    await expect(rows(page).first()).toHaveText(thirdSetup);
    expect(requests.wholeFile()).toHaveLength(0);
    await expectNoAxeViolations(page);
  });

  test("the Joke Lab at 390 px reads each column by pages, loads more as a column scrolls, and a card is promoted by touch", async ({ page, account }) => {
    await seedNotes(account.email, NOTES);
    const requests = listRequests(page);
    await page.goto("/joke-lab");
    const ideas = page.getByRole("region", { name: "Ideas", exact: true });
    const first = ideas.locator("li[data-note-id]").first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: shotPath("scale-phone-joke-lab") });
    const ideaCount = parseInt(await ideas.getByTestId("column-count").innerText(), 10);
    expect(ideaCount).toBeGreaterThan(1_000);
    const id = Number(await first.getAttribute("data-note-id"));
    const card = ideas.locator(`li[data-note-id='${id}']`);
    // Only the columns' first pages were read, each by its status.
    expect(requests.wholeFile()).toHaveLength(0);
    expect(requests.pages().every((r) => /status=/.test(r.url()) && !r.url().includes("cursor="))).toBe(true);

    // Scrolling to the end of what Ideas has read brings its next page.
    const more = page.waitForResponse((res) => /\/api\/joke-notes\/page\?.*status=idea.*cursor=|cursor=.*status=idea/.test(res.url()));
    await ideas.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
    expect((await more).ok()).toBe(true);
    await expect(ideas.locator("li[data-note-id]").last()).toBeAttached();

    // A long press drags the first idea onto the Production tab: promoted to Main in one PATCH.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toBeInViewport();
    const production = page.getByRole("tab", { name: /^Production/ });
    const development = page.getByRole("tab", { name: /^Development/ });
    const productionBefore = parseInt((await production.innerText()).replace(/\D+/, ""), 10);
    const developmentBefore = parseInt((await development.innerText()).replace(/\D+/, ""), 10);
    const from = await card.boundingBox();
    const to = await production.boundingBox();
    if (!from || !to) throw new Error("card or tab not on screen");
    const patched = page.waitForResponse((res) => isCallOf(res, apiRoutes.jokeNotes.patch, { params: { id } }));
    await touchDrag(
      page,
      { x: from.x + from.width / 2, y: from.y + 20 },
      { x: to.x + to.width / 2, y: to.y + to.height / 2 },
      card.getByRole("button", { name: "Move joke" }),
    );
    expect((await patched).status()).toBe(200);
    await expect(production).toContainText(String(productionBefore + 1));
    // (A slow drag may have opened the Production tab while it hovered there: the tabs' counts show either way.)
    await expect(development).toContainText(String(developmentBefore - 1));
    await expect(card).toHaveCount(0);
    await production.click();
    await expect(page.getByRole("region", { name: "Main", exact: true }).locator("li[data-note-id]").first()).toHaveAttribute("data-note-id", String(id));
    await expect(development).toHaveAttribute("aria-selected", "false");
    expect(requests.wholeFile()).toHaveLength(0);
    await expectNoAxeViolations(page);
    expect((await savedJokeNotes(page)).find((note) => note.id === id)).toMatchObject({ onStool: true, stoolCategory: null });
  });
});
