import { expect, test as setup } from "@playwright/test";
import { ADMIN } from "./fixtures";
import { asBrowser } from "./as-browser";

// The first account on a fresh install becomes administrator; claim it here so every
// other test account is a plain member.
setup("create the first (administrator) account", async ({ request }) => {
  const res = await asBrowser(request).post("/api/register", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
});
