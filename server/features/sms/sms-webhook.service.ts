import { and, eq } from "drizzle-orm";
import { parseSms } from "@shared/sms/parse-sms";
import { users } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { insertJokeNote } from "../joke-notes/joke-notes.repository";
import { findReply, linkJoke, recordMessage } from "./sms-messages.repository";
import { smsReplies } from "./sms-replies";

export interface InboundText {
  messageSid: string;
  from: string;
  body: string;
}

async function ownerOf(db: Db, phoneNumber: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.isPhoneVerified, true)))
    .limit(1);
  return row?.id;
}

/**
 * Handles one inbound text and returns the reply. The MessageSid is recorded in the same
 * transaction as the joke, under a unique index, so a retried delivery never saves twice.
 */
export async function handleInboundText(db: Db, text: InboundText): Promise<string> {
  const earlier = await findReply(db, text.messageSid);
  if (earlier !== undefined) return earlier;

  const userId = await ownerOf(db, text.from);
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
      const note = await insertJokeNote(tx, userId, {
        setup: command.setup,
        punchlines: command.punchline ? [command.punchline] : [],
        stage: "idea",
        inspiration: "Texted in",
      });
      await linkJoke(tx, messageId, note.id);
    }
    return reply;
  });
}
