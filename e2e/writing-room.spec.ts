import type { Locator, Page } from "@playwright/test";
import { dragAnnouncements, expect, keyboardSensorListening, quietBanners, slowNetwork, test, toast } from "./fixtures";
import { setSubscriptionTier } from "./subscription-tier";
import { touchDrag } from "./touch";
import { e2ePorts } from "./ports";
import { modelRequests, saveProfile, setSiteFeature } from "./writing-room-data";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { apiClient } from "./api-client";

// Some tests here switch site-wide features off and on again: the file runs in order, in one
// worker, so no other test of it sees a feature switched off under it.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ page }) => {
  await quietBanners(page);
});

const prompt = (page: Page) => page.getByTestId("blender-prompt");
const chip = (page: Page, kind: "setup" | "topic" | "personal") => page.locator(`[data-chip=${kind}]`);
const keyword = (page: Page, word: string) => page.getByRole("button", { name: new RegExp(`^${word}: drag onto`) });


/** A mouse drag by small steps from the middle of `from` to the middle of `to`. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * step) / 10, a.y + a.height / 2 + ((b.y + b.height / 2 - a.y - a.height / 2) * step) / 10);
  }
  await page.mouse.up();
}

test("My Elements: lists are added with Enter, normalised, removable, checked and saved", async ({ page, account }) => {
  await page.goto("/my-joke-elements");
  await expect(page.getByRole("heading", { name: "My Elements" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Dallas-Fort Worth");
  // Free comedians do not see the AI card.
  await expect(page.getByRole("heading", { name: "AI Writing Assistant" })).toHaveCount(0);

  const personal = page.getByRole("textbox", { name: "Personal keywords" });
  await personal.fill("  my dad ");
  await personal.press("Enter");
  await personal.fill("MY DAD");
  await personal.press("Enter");
  await personal.fill("night shifts");
  await personal.press("Enter");
  await expect(page.getByRole("list", { name: "Personal keywords" }).getByRole("listitem")).toHaveText(["my dad", "night shifts"]);

  await page.getByRole("button", { name: "Remove sex" }).click();
  const topics = page.getByRole("textbox", { name: "Topic categories" });
  await topics.fill("airports");
  await topics.press("Enter");
  await expect(page.getByRole("list", { name: "Topic categories" }).getByRole("listitem")).toHaveText([
    "drugs",
    "men",
    "women",
    "weather",
    "pets",
    "airports",
  ]);

  const starters = page.getByRole("textbox", { name: "Sentence starters" });
  await expect(page.getByText("Use {setup} for a setup keyword and {topic} for a topic category")).toBeVisible();
  await starters.fill("Dear {name}, {setup}");
  await starters.press("Enter");
  await expect(page.getByText("a sentence starter can only use {setup} and {topic}")).toBeVisible();
  await expect(starters).toHaveAttribute("aria-invalid", "true");
  await starters.fill("Nobody warns you how {setup} {topic} gets...");
  await starters.press("Enter");
  await expect(page.getByRole("list", { name: "Sentence starters" }).getByRole("listitem")).toHaveCount(5);

  await page.getByRole("textbox", { name: "Location" }).fill("Austin");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();

  const saved = await apiClient(page.request).profile.get().answer();
  expect(saved).toMatchObject({
    keywords: ["my dad", "night shifts"],
    topicCategories: ["drugs", "men", "women", "weather", "pets", "airports"],
    location: "Austin",
  });
  expect(saved.sentenceStarters.at(-1)).toBe("Nobody warns you how {setup} {topic} gets...");

  // Premium comedians get the AI card and can switch the assistant off.
  await setSubscriptionTier(account.email, "premium");
  await page.reload();
  await expect(page.getByRole("heading", { name: "AI Writing Assistant" })).toBeVisible();
  const ai = page.getByRole("checkbox", { name: "Use the AI Writing Assistant" });
  await expect(ai).toBeChecked();
  await ai.click();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  expect(await apiClient(page.request).profile.get().answer()).toMatchObject({ aiFeaturesEnabled: false, canUseAI: false });
});

test("My Blender: drag keywords onto the chips, blend ideas, work one up in Joke Machine into a note", async ({ page, account: _account }) => {
  await saveProfile(page, {
    setupKeywords: ["scary"],
    topicCategories: ["pets", "airports"],
    keywords: [],
    sentenceStarters: ["What's {setup} about {topic} is..."],
  });
  await page.goto("/idea-generator");
  await expect(page.getByRole("heading", { name: "Your Keywords" })).toBeVisible();
  await expect(prompt(page)).toHaveText(/^What's scary about (pets|airports) is\.\.\.$/);
  await expect(page.getByRole("heading", { name: "How to use" })).toHaveCount(0);
  await page.getByRole("button", { name: "How to use" }).click();
  await expect(page.getByText("Swap a word: drag a keyword onto its chip")).toBeVisible();

  // Pointer: drag "airports" onto the topic chip, then "pets" by keyboard.
  await mouseDrag(page, keyword(page, "airports"), chip(page, "topic"));
  await expect(prompt(page)).toHaveText("What's scary about airports is...");
  await expect(chip(page, "topic")).toContainText("airports");
  // A keyword dropped on a chip of another kind changes nothing.
  await mouseDrag(page, keyword(page, "pets"), chip(page, "setup"));
  await expect(prompt(page)).toHaveText("What's scary about airports is...");

  const pets = keyword(page, "pets");
  await pets.focus();
  await page.keyboard.press("Space");
  await expect(pets).toHaveAttribute("aria-pressed", "true");
  await keyboardSensorListening(page);
  await page.keyboard.press("ArrowRight");
  await expect(dragAnnouncements(page)).toContainText("Over the prompt's topic.");
  await page.keyboard.press("Space");
  await expect(prompt(page)).toHaveText("What's scary about pets is...");
  await expect(dragAnnouncements(page)).toContainText('The prompt now uses "pets" as its topic.');

  await page.getByRole("button", { name: "Ideas from this prompt" }).click();
  const ideas = page.getByRole("list", { name: "Generated ideas" }).getByRole("listitem");
  await expect(ideas).toHaveCount(5);
  await expect(ideas.first()).toContainText('Finish the line "What\'s scary about pets is..."');
  await expect(page.getByText("Upgrade to Premium for the AI Writing Assistant")).toBeVisible();

  // The local ideas are writing exercises: Work on it starts the joke note from the prompt they
  // were made from, not from the exercise's instructions.
  const idea = "What's scary about pets is...";
  await expect(ideas.nth(1)).toContainText(`Work on it starts a joke note from the prompt: ${idea}`);
  await ideas.nth(1).getByRole("link", { name: /^Work on it/ }).click();
  await expect(page).toHaveURL(/\/joke-machine\?idea=/);
  await expect(page.getByRole("textbox", { name: "Idea" })).toHaveValue(idea);
  await page.getByRole("button", { name: "Create Joke Note" }).click();
  await expect(toast(page, "Idea ready to work on!")).toBeVisible();
  await expect(page).toHaveURL(/\/joke-notes$/);
  await expect(page.getByText(idea, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("No punchlines yet")).toBeVisible();

  const notes = await apiClient(page.request).jokeNotes.list().answer();
  expect(notes).toEqual([expect.objectContaining({ setup: idea, punchlines: [] })]);

  // Back in the blender, the ideas are still there until cleared.
  await page.goto("/idea-generator");
  await expect(ideas).toHaveCount(5);
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(ideas).toHaveCount(0);
});

test("My Blender: with neither setup keywords nor topics on, it says so", async ({ page, account: _account }) => {
  await page.goto("/idea-generator");
  await page.getByRole("checkbox", { name: "Setup keywords" }).click();
  await page.getByRole("checkbox", { name: "Topic categories" }).click();
  await expect(toast(page, "No keywords selected")).toContainText("Please enable at least setup keywords or topic categories.");
  await page.getByRole("button", { name: "Next Prompt" }).click();
  await expect(toast(page, "No keywords selected")).toBeVisible();
  await page.getByRole("checkbox", { name: "Topic categories" }).click();
  await page.getByRole("button", { name: "Next Prompt" }).click();
  await expect(prompt(page)).not.toContainText("{topic}");
});

test("My Blender: progress shows while ideas are on their way, and Cancel stops waiting", async ({ page, account: _account }) => {
  await page.goto("/idea-generator");
  await expect(prompt(page)).toBeVisible();
  // Long enough that the ideas cannot arrive before Cancel, however busy the machine.
  const undo = await slowNetwork(page, 30_000);
  await page.getByRole("button", { name: "Ideas from this prompt" }).click();
  const progress = page.getByRole("status").filter({ hasText: "Blending ideas..." });
  await expect(progress).toBeVisible();
  await expect(page.getByRole("button", { name: "Ideas from this prompt" })).toBeDisabled();
  // The rest of the page stays usable meanwhile.
  await page.getByRole("button", { name: "Next Prompt" }).click();
  await progress.getByRole("button", { name: "Cancel" }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ideas from this prompt" })).toBeEnabled();
  await undo();
  await page.getByRole("button", { name: "Ideas from this prompt" }).click();
  await expect(page.getByRole("list", { name: "Generated ideas" }).getByRole("listitem")).toHaveCount(5);
});

test("Premium without a model configured: ideas fall back with a notice, punchlines say the assistant is not set up", async ({ page, account }) => {
  await setSubscriptionTier(account.email, "premium");
  await page.goto("/idea-generator");
  await page.getByRole("button", { name: "Ideas from this prompt" }).click();
  await expect(toast(page, "Generated with fallback")).toContainText("AI generation failed, showing basic ideas.");
  await expect(page.getByRole("list", { name: "Generated ideas" }).getByRole("listitem")).toHaveCount(5);

  await page.goto(`/joke-machine?idea=${encodeURIComponent("Self-checkout machines judge me")}`);
  await page.getByRole("button", { name: "Suggest punchlines" }).click();
  await expect(toast(page, "Error getting punchlines")).toContainText("not set up on this server");
  await expect(page.getByRole("button", { name: "Suggest punchlines" })).toBeEnabled();
});

test("Premium with a model: punchlines, an enhanced idea, topical prompts and similes come from it", async ({ page, account }) => {
  await setSubscriptionTier(account.email, "premium");
  const withModel = `http://127.0.0.1:${e2ePorts().appWithModel}`;
  const setup = "My smart fridge judges my midnight snacks";
  await page.goto(`${withModel}/joke-machine?idea=${encodeURIComponent(setup)}`);

  await page.getByRole("button", { name: "Suggest punchlines" }).click();
  const punchlines = page.getByRole("list", { name: "Punchline suggestions" }).getByRole("listitem");
  await expect(punchlines).toHaveCount(5);
  await expect(punchlines.first()).toHaveText("Model punchlines 1");
  const asked = (await modelRequests()).filter((r) => r.body.messages?.[1]?.content === JSON.stringify({ setup }));
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ authorization: "Bearer e2e-key", body: { model: "e2e-model", response_format: { type: "json_object" } } });

  await page.getByRole("textbox", { name: "Context (optional)" }).fill("late club set");
  await page.getByRole("button", { name: "Enhance idea" }).click();
  const enhanced = page.getByRole("list", { name: "Enhanced ideas" }).getByRole("listitem");
  await expect(enhanced).toHaveCount(3);
  await enhanced.first().getByRole("button", { name: /^Use this idea/ }).click();
  await expect(page.getByRole("textbox", { name: "Idea" })).toHaveValue("Model ideas 1");

  await page.getByRole("textbox", { name: "Topic" }).fill("smart homes");
  await page.getByRole("button", { name: "Get prompts" }).click();
  await expect(page.getByRole("list", { name: "Topical prompts" }).getByRole("listitem")).toHaveCount(5);

  await page.goto(`${withModel}/simile-generator`);
  await page.getByRole("textbox", { name: "Topic" }).fill("my smart fridge");
  await page.getByRole("textbox", { name: "Context (optional)" }).fill("it locks at night");
  await page.getByRole("button", { name: "Generate Similes" }).click();
  await expect(page.getByRole("list", { name: "Similes" }).getByRole("listitem")).toHaveCount(8);
  await expect(toast(page, "Generated with fallback")).toHaveCount(0);
  const simileRequest = (await modelRequests()).at(-1);
  expect(JSON.parse(simileRequest?.body.messages?.[1]?.content ?? "{}")).toEqual({ topic: "my smart fridge", style: "funny", context: "it locks at night" });
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/similes-ai.png`, fullPage: true });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a keyword dragged by touch replaces its word", async ({ page, account: _account }) => {
    await saveProfile(page, { setupKeywords: ["scary", "weird"], topicCategories: ["pets"], keywords: [], sentenceStarters: ["I find it {setup} to..."] });
    await page.goto("/idea-generator");
    const current = (await chip(page, "setup").locator("span").nth(1).textContent()) ?? "";
    const other = current === "scary" ? "weird" : "scary";
    const from = keyword(page, other);
    // The prompt's chips and the keywords below them both in reach of one finger, and both out
    // of the top and bottom fifths of the screen, where a held drag scrolls the page (for as long
    // as the finger stays: on a busy machine, far enough to move the chip from under it).
    await chip(page, "setup").evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 220));
    const a = await from.boundingBox();
    const b = await chip(page, "setup").boundingBox();
    if (!a || !b) throw new Error("not on screen");
    const height = page.viewportSize()!.height;
    for (const box of [a, b]) expect(box.y > height / 5 && box.y + box.height < (height * 4) / 5, `${JSON.stringify(box)} out of the scrolling edges`).toBe(true);
    await touchDrag(page, { x: a.x + a.width / 2, y: a.y + a.height / 2 }, { x: b.x + b.width / 2, y: b.y + b.height / 2 }, from, () =>
      expect(chip(page, "setup")).toHaveAttribute("data-drop-ready"),
    );
    await expect(prompt(page)).toHaveText(`I find it ${other} to... Topic: pets.`);
  });
});

test("Simile Generator: topic required, similes with copy buttons, and the site setting hides it", async ({ page, context, request, account: _account }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/simile-generator");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Simile Generator" })).toBeVisible();
  // Context is for AI users only.
  await expect(page.getByRole("textbox", { name: "Context (optional)" })).toHaveCount(0);
  await page.getByRole("button", { name: "Generate Similes" }).click();
  await expect(toast(page, "Topic required")).toContainText("Please enter a topic to generate similes about.");

  await page.getByRole("textbox", { name: "Topic" }).fill("my landlord");
  await page.getByRole("combobox", { name: "Style" }).click();
  await page.getByRole("option", { name: "absurd" }).click();
  await page.getByRole("button", { name: "Generate Similes" }).click();
  const similes = page.getByRole("list", { name: "Similes" }).getByRole("listitem");
  await expect(similes).toHaveCount(6);
  await expect(similes.first()).toContainText("my landlord");
  const first = (await similes.first().locator("p").textContent()) ?? "";
  await similes.first().getByRole("button", { name: /^Copy/ }).click();
  await expect(toast(page, "Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  try {
    await setSiteFeature(request, { simileGeneratorEnabled: false });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Simile Generator is switched off" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Simile Generator" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate Similes" })).toHaveCount(0);
  } finally {
    await setSiteFeature(request, { simileGeneratorEnabled: true });
  }
});

test("Joke Machine off: the page says so and the blender offers no way there", async ({ page, request, account: _account }) => {
  await page.goto("/idea-generator");
  await page.getByRole("button", { name: "Ideas from this prompt" }).click();
  await expect(page.getByRole("list", { name: "Generated ideas" }).getByRole("link", { name: /^Work on it/ })).toHaveCount(5);
  try {
    await setSiteFeature(request, { jokeDeviceEnabled: false });
    await page.reload();
    await expect(page.getByRole("list", { name: "Generated ideas" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("link", { name: /^Work on it/ })).toHaveCount(0);
    await page.goto("/joke-machine?idea=Anything");
    await expect(page.getByRole("heading", { name: "Joke Machine is switched off" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Joke Note" })).toHaveCount(0);
  } finally {
    await setSiteFeature(request, { jokeDeviceEnabled: true });
  }
});

for (const width of [1280, 390]) {
  test(`the writing room passes axe at ${width} px`, async ({ page, account }) => {
    // Six pages, each checked by axe: slow on a small machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const shots = process.env.SCREENSHOT_DIR;
    const look = async (name: string) => {
      await expectNoAxeViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    };
    await saveProfile(page, { keywords: ["my dad", "night shifts"] });
    await page.goto("/my-joke-elements");
    await expect(page.getByRole("button", { name: "Save Profile" })).toBeVisible();
    await look("my-elements");
    await page.goto("/idea-generator");
    await page.getByRole("button", { name: "Ideas from this prompt" }).click();
    await expect(page.getByRole("list", { name: "Generated ideas" }).getByRole("listitem")).toHaveCount(5);
    await look("blender");
    await page.goto(`/joke-machine?idea=${encodeURIComponent("My dad calls every airport 'the Dallas one'")}`);
    await expect(page.getByRole("button", { name: "Create Joke Note" })).toBeVisible();
    await look("joke-machine");
    await page.goto("/simile-generator");
    await page.getByRole("textbox", { name: "Topic" }).fill("night shifts");
    await page.getByRole("button", { name: "Generate Similes" }).click();
    await expect(page.getByRole("list", { name: "Similes" }).getByRole("listitem")).toHaveCount(6);
    await look("similes");
    await setSubscriptionTier(account.email, "premium");
    await page.goto("/joke-machine?idea=Premium");
    await expect(page.getByRole("button", { name: "Suggest punchlines" })).toBeVisible();
    await look("joke-machine-premium");
    await page.goto("/my-joke-elements");
    await expect(page.getByRole("heading", { name: "AI Writing Assistant" })).toBeVisible();
    await look("my-elements-premium");
  });
}

for (const { width, height, label } of [
  { width: 390, height: 844, label: "phone" },
  { width: 1280, height: 800, label: "desktop" },
]) {
  test.describe(`on a ${label}`, () => {
  // A phone has a touch screen (coarse pointer), where buttons grow to 44 px.
  test.use({ viewport: { width, height }, hasTouch: label === "phone", isMobile: label === "phone" });
  test("a simile is saved as a joke note by keyboard alone, then opened from where it was", async ({ page, account: _account }) => {
    await page.goto("/simile-generator");
    await page.getByRole("textbox", { name: "Topic" }).fill("my landlord");
    await page.getByRole("textbox", { name: "Topic" }).press("Enter");
    const similes = page.getByRole("list", { name: "Similes" }).getByRole("listitem");
    await expect(similes).toHaveCount(6);
    const second = (await similes.nth(1).locator("p").textContent()) ?? "";

    const save = similes.nth(1).getByRole("button", { name: `Save as joke note: ${second}` });
    const box = await save.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(label === "phone" ? 44 : 32);
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Saved to Joke Notes")).toBeVisible();
    const open = similes.nth(1).getByRole("link", { name: `Open joke note: ${second}` });
    await expect(open).toBeVisible();
    await expectNoAxeViolations(page);

    const notes = await apiClient(page.request).jokeNotes.list().answer();
    expect(notes).toEqual([expect.objectContaining({ setup: second, punchlines: [], inspiration: "Simile about my landlord" })]);

    await open.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/joke-notes/);
    await expect(page.getByText(second, { exact: true }).locator("visible=true").first()).toBeVisible();
  });
  });
}
