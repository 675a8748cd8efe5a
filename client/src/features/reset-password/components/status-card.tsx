import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface StatusCardProps {
  icon?: ReactNode;
  title: string;
  tone?: "spotlight" | "neon";
  children: ReactNode;
}

/** The centred card every state of the reset page sits in. */
export function StatusCard({ icon, title, tone = "spotlight", children }: StatusCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center pt-2 sm:items-center sm:pt-0">
      <Card className={cn("relative w-full max-w-md overflow-hidden p-6 sm:p-8", tone === "neon" && "border-neon-600/50")}>
        <div aria-hidden className="bg-curtain absolute inset-x-0 top-0 h-1.5" />
        {icon && <div className="mb-4 flex justify-center">{icon}</div>}
        <h1 className="text-center font-display text-4xl tracking-wide text-cream-50">{title}</h1>
        <div className="mt-3">{children}</div>
      </Card>
    </div>
  );
}
