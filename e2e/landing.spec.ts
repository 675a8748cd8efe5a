import { expect, test } from "./fixtures";

test("the landing page pitches the product and its plans", async ({ page }) => {
  await page.goto("/");
  for (const card of ["Joke Notes", "Writing Assistant", "Idea Generator", "About Me Profile", "Smart Notes", "Show Discovery", "Text Your Jokes"]) {
    await expect(page.getByRole("heading", { name: card, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText("$1.99").first()).toBeVisible();
  await expect(page.getByText("$9.99").first()).toBeVisible();
  await expect(page.getByText("Most Popular")).toBeVisible();
});

test("Start Creating opens sign-up, and the dialogs link to each other", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start Creating" }).click();
  const join = page.getByRole("dialog");
  await expect(join.getByRole("heading", { name: /^Join/ })).toBeVisible();

  await join.getByRole("button", { name: /sign in/i }).click();
  const signIn = page.getByRole("dialog");
  await expect(signIn.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await signIn.getByLabel("Email").fill("forgetful@example.com");
  await signIn.getByRole("button", { name: /forgot password/i }).click();

  const reset = page.getByRole("dialog");
  await expect(reset.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(reset.getByLabel("Email")).toHaveValue("forgetful@example.com");
});

test("the carousel rotates and its dots choose a slide", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const dots = page.getByRole("button", { name: /slide \d/i });
  await expect(dots).toHaveCount(5);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(4_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await dots.nth(3).click();
  await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
});

test("the carousel can be paused, and stays still for anyone who asked for less motion", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const dots = page.getByRole("button", { name: /slide \d/i });
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await page.clock.runFor(12_000);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Play slideshow" }).click();
  await page.clock.runFor(4_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
});

test("visitors get the landing page as HTML, which the app takes over without a mismatch", async ({ page, request }) => {
  const html = await (await request.get("/", { headers: { Cookie: "" } })).text();
  expect(html).toContain("data-prerendered");
  expect(html).toContain("stage-ready");

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await page.getByRole("button", { name: "Start Creating" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: /^Join/ })).toBeVisible();
  expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
});

test("a tap that comes before the page's code has arrived is not lost", async ({ page }) => {
  // The landing page's own code arrives late, as on a slow phone (the real file, held back).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Start Creating" }).click();
  release();
  await expect(page.getByRole("dialog").getByRole("heading", { name: /^Join/ })).toBeVisible();
});
