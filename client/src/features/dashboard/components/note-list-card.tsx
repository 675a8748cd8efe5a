import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

interface NoteListCardProps {
  title: string;
  headerAction: ReactNode;
  empty: { text: string; cta: string; href: string };
  children: ReactNode[];
}

/** The frame shared by the dashboard's note lists: header, rows, empty state. */
export function NoteListCard({ title, headerAction, empty, children }: NoteListCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{title}</CardTitle>
        {headerAction}
      </CardHeader>
      <CardContent>
        {children.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stage-600 px-4 py-8 text-center">
            <p className="text-cream-300">{empty.text}</p>
            <Button asChild variant="outline">
              <Link href={empty.href}>{empty.cta}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-2">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

interface NoteRowProps {
  title: string;
  meta: ReactNode;
  editHref: string;
}

export function NoteRow({ title, meta, editHref }: NoteRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stage-700 bg-stage-950/60 px-4 py-3 transition-colors hover:border-stage-600">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-cream-50">{title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-cream-400">{meta}</div>
      </div>
      <Button asChild variant="ghost" size="icon" className="size-9">
        <Link href={editHref} aria-label={`Edit: ${title}`}>
          <Pencil aria-hidden />
        </Link>
      </Button>
    </li>
  );
}
