import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TIPS = [
  "Be specific: \"my landlord's group texts\" beats \"landlords\".",
  "Read them out loud: the one that makes you smile first is usually the keeper.",
  "Push past the first comparison; the third or fourth is often the surprising one.",
  "Mix styles: an absurd simile lands harder after a relatable setup.",
  "Make it yours: swap the comparison for something from your own life.",
];

export function SimileTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tips</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-cream-200">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
