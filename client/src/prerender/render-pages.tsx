import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "@/app/app";
import { CardsLoading, DashboardFirstScreen } from "@/features/dashboard/components/dashboard-page";
import { renderForSms } from "@/data/sms/offered";

const render = (path: string, prerendered: boolean): Promise<string> =>
  renderStatic(
    <StrictMode>
      <Router ssrPath={path}>
        <App prerendered={prerendered} />
      </Router>
    </StrictMode>,
  );

async function renderStatic(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The landing page as HTML, rendered at build time for visitors without a session: it
 * paints before any script has run, and the app hydrates it in place. The same tree as
 * main.tsx renders, at "/", with every lazy part loaded. Two versions: for a site that
 * offers SMS joke capture and for one that does not (the server sends the one it is).
 */
export const renderLanding = (smsOffered: boolean): Promise<string> => {
  renderForSms(smsOffered);
  return render("/", true);
};

/**
 * The app's frame while the session is still being asked for (navigation bar, a spinner
 * where the page goes, the footer), the same for every other screen: index.html carries it
 * so a phone paints the frame at once; the app then renders over it.
 */
export const renderShell = (): Promise<string> => render("/dashboard", false);

/**
 * What the dashboard first draws inside the frame (the greeting, the cards loading), with
 * `nameSlot` where the comedian's name goes: the server fills it in for a signed-in comedian.
 */
export const renderDashboardGreeting = (nameSlot: string): Promise<string> =>
  renderStatic(
    <DashboardFirstScreen name={nameSlot} rise={false}>
      <CardsLoading />
    </DashboardFirstScreen>,
  );
