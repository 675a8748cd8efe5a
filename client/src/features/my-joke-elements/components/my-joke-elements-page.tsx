import { ComingSoon } from "@/components/coming-soon";

export function MyJokeElementsPage() {
  return (
    <ComingSoon
      title="My Elements"
      description="Your about-me profile, keywords and sentence starters are coming soon."
    />
  );
}
