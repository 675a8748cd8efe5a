const HTTP_ERROR = /^(\d{3}): ([\s\S]*)$/;

/** True when `apiRequest` got an answer from the server (a non-OK status), false for network failures. */
export function isHttpError(error: unknown): boolean {
  return error instanceof Error && HTTP_ERROR.test(error.message);
}

/** The `{ message }` the server sent with a failed request, or undefined (network error, empty or non-JSON body). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = HTTP_ERROR.exec(error.message)?.[2];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message.trim() || undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
