import { ComingSoon } from "@/components/coming-soon";

export function SimileGeneratorPage() {
  return (
    <ComingSoon
      title="Simile Generator"
      description="Fresh comparisons for any topic are coming soon."
    />
  );
}
