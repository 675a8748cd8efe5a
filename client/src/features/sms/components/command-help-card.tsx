import { MessageSquareText } from "lucide-react";
import { SMS_JOKE_FORMAT } from "@shared/account/sms-format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const commands = [
  { text: SMS_JOKE_FORMAT, meaning: "Saves a joke as an idea at the top of the comedian's Joke Notes. The punchline is optional." },
  { text: "help", meaning: "Replies with the list of commands." },
  { text: "anything else", meaning: "Replies with a reminder of the joke format." },
];

export function CommandHelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareText aria-hidden className="size-5 text-spotlight-400" /> Text Commands
        </CardTitle>
        <CardDescription>
          Comedians text these to an SMS-enabled number from the phone they verified in Profile Settings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-stage-700">
          {commands.map((c) => (
            <div key={c.text} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt>
                <code className="rounded bg-stage-800 px-2 py-1 text-sm text-spotlight-300">{c.text}</code>
              </dt>
              <dd className="text-sm text-cream-300">{c.meaning}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
