import type { APIRequestContext, Page } from "@playwright/test";
import type { UpdateProfileInput } from "../shared/profile/profile-input";
import type { ReceivedCompletion } from "../server/test/openai-peer";
import { ADMIN, expect } from "./fixtures";
import { e2ePorts } from "./ports";
import { apiClient } from "./api-client";

/** Saves profile fields through the API, as My Elements would. */
export async function saveProfile(page: Page, input: UpdateProfileInput): Promise<void> {
  await apiClient(page.request).profile.update({ body: input }).answer();
}

/** Switches a site feature as the administrator does, from its own API session. */
export async function setSiteFeature(
  request: APIRequestContext,
  setting: { simileGeneratorEnabled?: boolean; jokeDeviceEnabled?: boolean },
): Promise<void> {
  const api = apiClient(request);
  await api.account.login({ body: ADMIN }).answer();
  await api.siteSettings.update({ body: setting }).answer();
}

/** What reached the e2e run's AI model peer (the second app instance's model), oldest first. */
export async function modelRequests(): Promise<ReceivedCompletion[]> {
  const res = await fetch(`http://127.0.0.1:${e2ePorts().peersInbox}/ai`);
  expect(res.status).toBe(200);
  return (await res.json()) as ReceivedCompletion[];
}
