import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}

/** A titled card that is also a named region, so each form can be found by its title. */
export function SettingsSection({ title, description, icon: Icon, className, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn("flex flex-col", className)}>
      <CardHeader className="flex-row items-start gap-3 pb-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-stage-800 text-spotlight-400 ring-1 ring-stage-600">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <CardTitle id={titleId}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}
