import { Sparkles } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const upcoming = [
  "Text a photo of a napkin joke and keep it with the note",
  "Voice memos transcribed into setups and punchlines",
  "Text \"set\" to get tonight's running order back",
  "Reminders before an open mic sign-up closes",
];

export function ComingSoonCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-5 text-neon-400" /> Coming Soon
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-inside list-disc space-y-1.5 text-sm text-cream-300 marker:text-neon-400">
          {upcoming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
