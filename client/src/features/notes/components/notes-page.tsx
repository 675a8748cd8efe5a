import { ComingSoon } from "@/components/coming-soon";

export function NotesPage() {
  return (
    <ComingSoon
      title="Just Notes"
      description="Free-form notes for everything that isn't a joke yet are coming soon."
    />
  );
}
