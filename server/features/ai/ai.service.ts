import type { SubscriptionTier } from "@shared/account/subscription-tiers";
import type {
  EnhanceIdeaInput,
  GenerateIdeasInput,
  GeneratePunchlinesInput,
  GenerateSimilesInput,
  TopicalPromptsInput,
} from "@shared/ai/ai-input";
import type {
  EnhancedIdeaAnswer,
  IdeasAnswer,
  PunchlinesAnswer,
  SimilesAnswer,
  TopicalPromptsAnswer,
} from "@shared/ai/ai-dto";
import { fallbackIdeas, fallbackSimiles } from "@shared/ai/fallbacks";
import type { Db } from "../../db/client";
import { cancelled, type DomainError, forbidden, unavailable as unavailableNow, upstreamFailed } from "../../domain/domain-error";
import { AiUnavailableError, type AiModel } from "../../integrations/ai/ai-model";
import { logger } from "../../logger";
import { recordError } from "../error-logs/error-logs.service";
import { publicSiteSettings } from "../site-settings/site-settings.service";
import { userCanUseAI } from "../profile/profile.service";
import type { AiLimits } from "./ai.limits";
import {
  enhanceIdeaTask,
  ideasTask,
  punchlinesTask,
  similesTask,
  topicalPromptsTask,
  type AiTask,
} from "./ai-tasks";
import { listFromAnswer } from "./model-answer";

export interface AiDeps {
  db: Db;
  model: AiModel;
  limits: AiLimits;
}

export interface AiCaller {
  id: number;
  subscriptionTier: SubscriptionTier;
}

const NOT_PREMIUM =
  "The AI Writing Assistant is a Premium feature. Upgrade to Premium to get punchline suggestions, idea enhancement and topical prompts.";
const SWITCHED_OFF =
  "Your Premium AI Writing Assistant is switched off. Turn it on in My Elements to use it.";

/** Answers for the model's failures, for the features that have no local fallback. */
const UNAVAILABLE: Record<AiUnavailableError["reason"], () => DomainError> = {
  "not-configured": () => unavailableNow("The AI Writing Assistant is not set up on this server yet. Please try again later."),
  failed: () => upstreamFailed("The AI Writing Assistant could not answer just now. Please try again in a moment."),
  invalid: () => upstreamFailed("The AI Writing Assistant gave an answer we could not use. Please try again."),
  timeout: () => upstreamFailed("The AI Writing Assistant took too long to answer. Please try again."),
  // The comedian cancelled and is no longer listening; the kind is only for the logs.
  cancelled: () => cancelled("The request was cancelled."),
};
const unavailable = (reason: AiUnavailableError["reason"]) => UNAVAILABLE[reason]();

/** The list the model wrote for the task; one call counted against the daily allowance. */
async function askModel(deps: AiDeps, caller: AiCaller, task: AiTask, signal?: AbortSignal): Promise<string[]> {
  if (deps.model.kind === "none") throw new AiUnavailableError("not-configured", "no AI model is configured");
  await deps.limits.dailyByUser.consume(String(caller.id));
  try {
    return listFromAnswer(await deps.model.completeJson({ system: task.system, user: task.user, signal }), task.key, task.count);
  } catch (error) {
    if (error instanceof AiUnavailableError && error.reason !== "cancelled") {
      logger.warn({ reason: error.reason, err: error.cause ?? error, task: task.key }, "AI model gave no usable answer");
      // A refused call (a wrong key, a model the server lacks, the server down) needs an
      // administrator; slow or odd answers are the model's ordinary bad days.
      if (error.reason === "failed") {
        recordError(deps.db, { message: `AI model call failed: ${error.message}`, severity: "medium", context: { task: task.key } }).catch(
          (storeError) => logger.error({ err: storeError }, "could not store error log"),
        );
      }
    }
    throw error;
  }
}

/** Premium-only features: 403 without canUseAI, a 5xx message when the model fails. */
async function premiumList(deps: AiDeps, caller: AiCaller, task: AiTask, signal?: AbortSignal): Promise<string[]> {
  if (!(await userCanUseAI(deps.db, caller))) throw forbidden(caller.subscriptionTier === "premium" ? SWITCHED_OFF : NOT_PREMIUM);
  try {
    return await askModel(deps, caller, task, signal);
  } catch (error) {
    if (error instanceof AiUnavailableError) throw unavailable(error.reason);
    throw error;
  }
}

/**
 * Features with a local fallback: without canUseAI the model is never asked; with it, a
 * failing, slow or missing model gives the fallback too. Only the daily limit (429) and a
 * cancelled request are not covered.
 */
async function listOrFallback(
  deps: AiDeps,
  caller: AiCaller,
  task: AiTask,
  fallback: () => string[],
  signal?: AbortSignal,
): Promise<{ list: string[]; source: "ai" | "fallback" }> {
  if (!(await userCanUseAI(deps.db, caller))) return { list: fallback(), source: "fallback" };
  try {
    return { list: await askModel(deps, caller, task, signal), source: "ai" };
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    if (error.reason === "cancelled") throw unavailable("cancelled");
    return { list: fallback(), source: "fallback" };
  }
}

export async function generatePunchlines(
  deps: AiDeps,
  caller: AiCaller,
  input: GeneratePunchlinesInput,
  signal?: AbortSignal,
): Promise<PunchlinesAnswer> {
  return { punchlines: await premiumList(deps, caller, punchlinesTask(input), signal), source: "ai" };
}

export async function enhanceIdea(
  deps: AiDeps,
  caller: AiCaller,
  input: EnhanceIdeaInput,
  signal?: AbortSignal,
): Promise<EnhancedIdeaAnswer> {
  return { ideas: await premiumList(deps, caller, enhanceIdeaTask(input), signal), source: "ai" };
}

export async function topicalPrompts(
  deps: AiDeps,
  caller: AiCaller,
  input: TopicalPromptsInput,
  signal?: AbortSignal,
): Promise<TopicalPromptsAnswer> {
  return { prompts: await premiumList(deps, caller, topicalPromptsTask(input), signal), source: "ai" };
}

export async function generateIdeas(
  deps: AiDeps,
  caller: AiCaller,
  input: GenerateIdeasInput,
  signal?: AbortSignal,
): Promise<IdeasAnswer> {
  const fallback = () => fallbackIdeas(input.prompt, input.keywords);
  const { list, source } = await listOrFallback(deps, caller, ideasTask(input), fallback, signal);
  return { ideas: list, source };
}

export async function generateSimiles(
  deps: AiDeps,
  caller: AiCaller,
  input: GenerateSimilesInput,
  signal?: AbortSignal,
): Promise<SimilesAnswer> {
  // Switched off by an administrator: off for hand-made requests too, not only in the page.
  if (!(await publicSiteSettings(deps.db)).simile_generator_enabled) throw forbidden("The Simile Generator is switched off.");
  const fallback = () => fallbackSimiles(input.topic, input.type);
  const { list, source } = await listOrFallback(deps, caller, similesTask(input), fallback, signal);
  return { similes: list, source };
}
