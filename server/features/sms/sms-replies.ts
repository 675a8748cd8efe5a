import { SMS_JOKE_FORMAT } from "@shared/account/sms-format";
import { truncate } from "@shared/joke-notes/list-rules";

export const smsReplies = {
  saved: (setup: string) => `Saved to your Joke Notes: "${truncate(setup, 40)}" Keep 'em coming!`,
  help: `Comedy Toolkit commands:\n• ${SMS_JOKE_FORMAT} saves a joke (the punchline is optional)\n• help shows this list`,
  formatHelp: `Your joke needs a setup. Text it like this: ${SMS_JOKE_FORMAT}`,
  unknown: `Hi from Comedy Toolkit! To save a joke, text: ${SMS_JOKE_FORMAT}. Text help for the commands.`,
  unlinked:
    "This number isn't linked to a Comedy Toolkit account yet. Sign in, open Profile Settings and verify your phone number, then text your jokes here.",
};
