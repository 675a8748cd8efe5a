import { useId } from "react";
import { Link } from "wouter";
import type { BlenderSwitches, WordKind } from "@shared/blender/build-prompt";
import type { Profile } from "@shared/profile/profile-dto";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { KeywordChip } from "./keyword-chip";

const GROUPS: { kind: WordKind; label: string; list: (profile: Profile) => string[] }[] = [
  { kind: "setup", label: "Setup keywords", list: (p) => p.setupKeywords },
  { kind: "topic", label: "Topic categories", list: (p) => p.topicCategories },
  { kind: "personal", label: "Personal keywords", list: (p) => p.keywords },
];

interface KeywordsPanelProps {
  profile: Profile;
  switches: BlenderSwitches;
  onSwitch: (kind: WordKind, on: boolean) => void;
}

/** Your Keywords: which lists the blender draws from, and the keywords to drag into the prompt. */
export function KeywordsPanel({ profile, switches, onSwitch }: KeywordsPanelProps) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Keywords</CardTitle>
        <CardDescription>
          Drag a keyword onto the matching chip in the prompt. Edit the lists in{" "}
          <Link href="/my-joke-elements" className="text-spotlight-300 underline-offset-4 hover:underline">
            My Elements
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {GROUPS.map(({ kind, label, list }) => {
          const words = list(profile);
          const on = switches[kind];
          return (
            <section key={kind} aria-labelledby={`${id}-${kind}`} className="grid gap-2">
              <div className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-${kind}-on`}
                  checked={on}
                  onCheckedChange={(checked) => onSwitch(kind, checked === true)}
                  aria-labelledby={`${id}-${kind}`}
                  className="pointer-coarse:size-7"
                />
                <Label id={`${id}-${kind}`} htmlFor={`${id}-${kind}-on`} className="font-semibold">
                  {label}
                </Label>
              </div>
              {words.length === 0 ? (
                <p className="text-sm text-cream-400">None yet.</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {words.map((word) => (
                    <KeywordChip key={word} kind={kind} word={word} disabled={!on} />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
