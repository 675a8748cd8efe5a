import type { APIRequestContext, Page } from "@playwright/test";
import type { UpdateProfileInput } from "../shared/profile/profile-input";
import type { ReceivedCompletion } from "../server/test/openai-peer";
import { ADMIN, expect } from "./fixtures";
import { e2ePorts } from "./ports";
import { asBrowser } from "./as-browser";

/** Saves profile fields through the API, as My Elements would. */
export async function saveProfile(page: Page, input: UpdateProfileInput): Promise<void> {
  const res = await asBrowser(page.request).put("/api/profile", { data: input });
  expect(res.status(), await res.text()).toBe(200);
}

/** Switches a site feature as the administrator does, from its own API session. */
export async function setSiteFeature(
  request: APIRequestContext,
  setting: { simileGeneratorEnabled?: boolean; jokeDeviceEnabled?: boolean },
): Promise<void> {
  const login = await asBrowser(request).post("/api/login", { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const res = await asBrowser(request).put("/api/admin/site-settings", { data: setting });
  expect(res.status(), await res.text()).toBe(200);
}

/** What reached the e2e run's AI model peer (the second app instance's model), oldest first. */
export async function modelRequests(): Promise<ReceivedCompletion[]> {
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/ai`);
  expect(res.status).toBe(200);
  return (await res.json()) as ReceivedCompletion[];
}
