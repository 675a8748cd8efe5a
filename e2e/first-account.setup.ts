import { expect, test as setup } from "@playwright/test";
import { ADMIN } from "./fixtures";
import { apiClient } from "./api-client";

// The first account on a fresh install becomes administrator; claim it here so every
// other test account is a plain member.
setup("create the first (administrator) account", async ({ request }) => {
  const user = await apiClient(request).account.register({ body: ADMIN }).answer();
  expect(user.isAdmin).toBe(true);
});
