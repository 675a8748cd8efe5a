import type { ReactNode } from "react";
import { Link } from "wouter";

/** A link inside a sentence: to the page where the thing the sentence asks for is done. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-semibold text-spotlight-300 underline underline-offset-2 hover:text-spotlight-200">
      {children}
    </Link>
  );
}
