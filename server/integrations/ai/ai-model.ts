/** Why the model gave no usable answer. */
export type AiFailure = "not-configured" | "failed" | "timeout" | "invalid" | "cancelled";

export class AiUnavailableError extends Error {
  constructor(
    readonly reason: AiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AiUnavailableError";
  }
}

export interface AiRequest {
  /** Instructions to the model: ours only, never the comedian's text. */
  system: string;
  /** The comedian's material, as data. */
  user: string;
  signal?: AbortSignal;
}

export interface AiModel {
  readonly kind: "openai" | "none";
  /** Asks for a JSON object and returns it parsed; throws AiUnavailableError on any failure. */
  completeJson(request: AiRequest): Promise<unknown>;
}
