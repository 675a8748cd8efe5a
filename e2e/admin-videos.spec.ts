import { expect, quietBanners, signInAsAdmin, slowNetwork, test, toast } from "./fixtures";
// eslint-disable-next-line no-restricted-imports -- its scans are still to move to accessibility.spec.ts
import { expectNoAxeViolations } from "./axe";
import { shoot } from "./admin-helpers";
import { apiClient } from "./api-client";

test.beforeEach(({ page }) => quietBanners(page));

/** A small file the browser calls a video; the bytes are real, the content is not a film. */
const aClip = (name: string, bytes = 256 * 1024) => ({ name, mimeType: "video/mp4", buffer: Buffer.alloc(bytes, 7) });

test("an admin uploads a video, plays it back with Range, publishes and deletes it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=videos");
  await expect(page.getByRole("heading", { name: "Upload a Video" })).toBeVisible();

  const title = `Tight five ${Date.now()}`;
  await page.getByLabel("Video file").setInputFiles(aClip("tight-five.mp4"));
  await expect(page.getByLabel("Title")).toHaveValue("tight five");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description (optional)").fill("Saturday late show");
  await page.getByRole("button", { name: "Upload Video" }).click();
  await expect(toast(page, "Video uploaded")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");

  const row = page.getByRole("listitem", { name: title });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("tight-five.mp4 · 256 KB");
  await row.getByRole("button", { name: "Play" }).click();
  const player = row.locator("video");
  await expect(player).toBeVisible();
  const src = await player.getAttribute("src");
  const ranged = await page.request.get(src!, { headers: { Range: "bytes=0-99" } });
  expect(ranged.status()).toBe(206);
  expect((await ranged.body()).length).toBe(100);

  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Published");
  await page.reload();
  await expect(page.getByRole("listitem", { name: title })).toContainText("Published");

  await page.getByRole("listitem", { name: title }).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this video?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete Video" }).click();
  await expect(toast(page, "Video deleted")).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("a file that is not a video, or an empty one, is refused before anything is sent", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=videos");
  const file = page.getByLabel("Video file");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a video") });
  await expect(page.getByText("Only video files can be uploaded (MP4, WebM, MOV, MKV and the like).")).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Upload Video" })).toBeDisabled();
  await file.setInputFiles({ name: "empty.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(0) });
  await expect(page.getByText("This file is empty.")).toBeVisible();
});

test("an upload in progress shows its progress and can be cancelled", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=videos");
  await page.getByLabel("Video file").setInputFiles(aClip("long-set.mp4", 2 * 1024 * 1024));
  const restore = await slowNetwork(page, 2_000);
  await page.getByRole("button", { name: "Upload Video" }).click();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel Upload" }).click();
  await expect(toast(page, "Upload failed")).toContainText("Upload aborted");
  await restore();
  await expect(page.getByRole("alert").filter({ hasText: "Upload aborted" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "long set" })).toHaveCount(0);
});

test("a member cannot ask for an upload URL", async ({ page, account: _account }) => {
  const res = await apiClient(page.request).videos.requestUpload({ body: { filename: "a.mp4", contentType: "video/mp4", size: 10 } });
  expect(res.status()).toBe(403);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the upload form and library pass axe, with a video in the list", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin?tab=videos");
    await page.getByLabel("Video file").setInputFiles(aClip("phone-set.mp4"));
    await page.getByLabel("Title").fill(`Phone set ${Date.now()}`);
    await page.getByRole("button", { name: "Upload Video" }).click();
    await expect(toast(page, "Video uploaded")).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, "admin-videos-with-one");
  });
});
