import { ComingSoon } from "@/components/coming-soon";

export function JokeMachinePage() {
  return (
    <ComingSoon
      title="Joke Machine"
      description="Turning a blended idea into a finished joke is coming soon."
    />
  );
}
