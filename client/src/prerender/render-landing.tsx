import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "@/app/app";

/**
 * The landing page as HTML, rendered at build time for visitors without a session: it
 * paints before any script has run, and the app hydrates it in place. The same tree as
 * main.tsx renders, at "/", with every lazy part loaded.
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath="/">
        <App prerendered />
      </Router>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
