import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-4xl leading-none tracking-wide text-cream-50 sm:text-5xl">{title}</h1>
        {description && <p className="mt-2 text-cream-300">{description}</p>}
      </div>
      {actions}
    </header>
  );
}
