import { z } from "zod";
import { cleanText } from "@shared/validation/user-text";
import { AiUnavailableError } from "../../integrations/ai/ai-model";
import type { ListKey } from "./ai-tasks";

const ITEM_MAX = 1_000;

/**
 * The list out of the model's JSON: it must be `{ [key]: string[] }` with at least one
 * non-blank entry; anything else is a failed answer. Entries are cleaned like user text (the
 * page shows them as plain text), capped, and cut to the count asked for.
 */
export function listFromAnswer(answer: unknown, key: ListKey, count: number): string[] {
  const parsed = z.object({ [key]: z.array(z.string()).min(1) }).safeParse(answer);
  if (!parsed.success) throw new AiUnavailableError("invalid", `the model's answer had no "${key}" list of strings`);
  const list = (parsed.data[key] as string[])
    .map((item) => cleanText(item).trim().slice(0, ITEM_MAX))
    .filter((item) => item.length > 0)
    .slice(0, count);
  if (list.length === 0) throw new AiUnavailableError("invalid", `the model's "${key}" list was empty`);
  return list;
}
