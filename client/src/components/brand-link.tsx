import { Mic } from "lucide-react";
import { Link } from "wouter";

export function BrandLink({ href }: { href: string }) {
  return (
    <Link href={href} className="group flex min-w-0 items-center gap-2 rounded-lg">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-spotlight-500 text-stage-950 shadow-[0_0_18px_-2px_rgb(245_165_36/0.7)] sm:size-9">
        <Mic aria-hidden className="size-4.5 sm:size-5" />
      </span>
      <span className="truncate font-display text-xl leading-none tracking-wider text-cream-50 group-hover:text-spotlight-300 sm:text-2xl">
        Comedy <span className="text-neon-glow text-neon-400">Toolkit</span>
      </span>
    </Link>
  );
}
