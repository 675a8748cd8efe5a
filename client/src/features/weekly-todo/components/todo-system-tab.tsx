import { CalendarClock, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTriggerWeeklyTodo } from "../api/trigger-weekly-todo";

const contents = [
  "Errors of the week by severity, and the ones that keep repeating",
  "New users, and accounts that never verified their email",
  "SMS numbers not yet pointed at the app",
  "Coupons about to run out of uses or expire",
  "Free-tier data about to expire",
  "Which beta features comedians opened",
];

/** The weekly TODO email: what it holds, when it goes, and a button to send it now. */
export function TodoSystemTab() {
  const trigger = useTriggerWeeklyTodo();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden className="size-5 text-spotlight-400" /> TODO System
        </CardTitle>
        <CardDescription>
          Every Monday at 9:00 AM Central time, each admin gets an email of what needs an admin this week.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="list-inside list-disc space-y-1.5 text-sm text-cream-300 marker:text-spotlight-400">
          {contents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {trigger.isSuccess && (
          <p role="status" className="rounded-xl border border-spotlight-500/40 bg-spotlight-500/5 p-3 text-sm text-cream-200">
            {trigger.data.message}
          </p>
        )}
        <div>
          <Button className="h-11" disabled={trigger.isPending} onClick={() => trigger.mutate()}>
            <Send aria-hidden /> {trigger.isPending ? "Sending..." : "Send TODO Email Now"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
