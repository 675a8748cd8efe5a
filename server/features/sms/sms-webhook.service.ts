import { parseSms } from "@shared/sms/parse-sms";
import type { Db } from "../../db/client";
import { findAccountIdByPhone } from "../account/account.service";
import { createNote } from "../joke-notes/joke-notes.service";
import { findReply, linkJoke, recordMessage } from "./sms-messages.repository";
import { smsReplies } from "./sms-replies";
import { smsReceived } from "../../observability/metrics";

export interface InboundText {
  messageSid: string;
  from: string;
  body: string;
}

/**
 * Handles one inbound text and returns the reply. The MessageSid is recorded in the same
 * transaction as the joke, under a unique index, so a retried delivery never saves twice.
 */
export async function handleInboundText(db: Db, text: InboundText): Promise<string> {
  const earlier = await findReply(db, text.messageSid);
  if (earlier !== undefined) return earlier;
  smsReceived.inc();

  const userId = await findAccountIdByPhone(db, text.from);
  const command = parseSms(text.body);
  const reply =
    userId === undefined
      ? smsReplies.unlinked
      : command.kind === "joke"
        ? smsReplies.saved(command.setup)
        : command.kind === "help"
          ? smsReplies.help
          : command.kind === "format-help"
            ? smsReplies.formatHelp
            : smsReplies.unknown;

  return db.transaction(async (tx) => {
    const messageId = await recordMessage(tx, { messageSid: text.messageSid, userId: userId ?? null, reply });
    if (messageId === undefined) return (await findReply(tx, text.messageSid)) ?? reply;
    if (userId !== undefined && command.kind === "joke") {
      const note = await createNote(tx, userId, {
        setup: command.setup,
        punchlines: command.punchline ? [command.punchline] : [],
        inspiration: "Texted in",
      });
      await linkJoke(tx, messageId, note.id);
    }
    return reply;
  });
}
