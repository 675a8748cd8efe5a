import { ComingSoon } from "@/components/coming-soon";

export function MyThoughtsPage() {
  return (
    <ComingSoon
      title="My Thoughts"
      description="A notebook of thoughts, sorted into categories, is coming soon."
    />
  );
}
