const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

function messageFromJson(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Turns `"401: {"message":"Invalid email or password."}"` into `Invalid email or password.` for people. */
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const body = STATUS_PREFIX.exec(raw)?.[1];
  if (body === undefined) return raw;
  return messageFromJson(body) ?? body;
}
