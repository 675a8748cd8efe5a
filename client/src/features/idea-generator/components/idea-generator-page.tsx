import { ComingSoon } from "@/components/coming-soon";

export function IdeaGeneratorPage() {
  return (
    <ComingSoon
      title="My Blender"
      description="Keyword-powered prompts to shake loose new ideas are on their way."
    />
  );
}
