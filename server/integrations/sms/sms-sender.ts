export interface SmsSender {
  readonly kind: "twilio" | "log";
  /** The number texts come from and comedians text jokes to; null when SMS is not configured. */
  readonly fromNumber: string | null;
  send(to: string, body: string): Promise<void>;
}
