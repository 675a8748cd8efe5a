import { logger } from "../../logger";
import type { SmsSender } from "./sms-sender";

/** Local driver: texts are logged, never sent, so phone verification works on a laptop. */
export function logSms(): SmsSender {
  return {
    kind: "log",
    fromNumber: null,
    send(to, body) {
      logger.info({ to, body }, "text message (local SMS driver, not sent)");
      return Promise.resolve();
    },
  };
}
