import { describe, expect, it } from "vitest";
import { parseEnv } from "../../config/env";
import { createAiModel } from "./create-ai-model";

describe("AI settings", () => {
  it("default to no model, a 20 s limit and 50 calls a day", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ OPENAI_MODEL: "gpt-4o-mini", AI_TIMEOUT_SECONDS: 20, AI_DAILY_LIMIT: 50 });
    expect(createAiModel(env).kind).toBe("none");
  });

  it("use the OpenAI-compatible driver once a key is set (any key for a local server)", () => {
    const env = parseEnv({ OPENAI_API_KEY: "ollama", OPENAI_BASE_URL: "http://localhost:11434/v1", OPENAI_MODEL: "llama3.2" });
    expect(createAiModel(env).kind).toBe("openai");
  });

  it("name the variable that is wrong", () => {
    expect(() => parseEnv({ OPENAI_BASE_URL: "localhost:11434" })).toThrow(/OPENAI_BASE_URL/);
    expect(() => parseEnv({ AI_TIMEOUT_SECONDS: "0" })).toThrow(/AI_TIMEOUT_SECONDS/);
    expect(() => parseEnv({ AI_DAILY_LIMIT: "lots" })).toThrow(/AI_DAILY_LIMIT/);
  });
});
