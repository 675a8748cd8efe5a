import { FlaskConical, MessageSquareText, Mic, NotebookPen } from "lucide-react";
import { useSmsOffered } from "@/data/sms/offered";

const POINTS = [
  { icon: NotebookPen, title: "Capture ideas instantly", text: "Setups, punchline options, notes and inspiration in one place." },
  { icon: FlaskConical, title: "Develop jokes through proven workflows", text: "Move bits from idea to working on to stage-ready." },
  { icon: MessageSquareText, title: "Text your jokes", text: "Send joke: setup / punchline and it syncs to your collection.", sms: true },
  { icon: Mic, title: "Track performance and refine material", text: "Build your set on the stool and run it in perform mode." },
];

/** Shown beside the sign-in form on large screens only; texting jokes in only where the site offers it. */
export function AuthMarketingPanel() {
  const smsOffered = useSmsOffered();
  return (
    <aside className="bg-brick relative hidden overflow-hidden rounded-3xl border border-stage-700 p-10 lg:block">
      <div aria-hidden className="absolute inset-0 bg-gradient-to-br from-stage-950/95 via-stage-950/80 to-curtain-800/70" />
      <div
        aria-hidden
        className="absolute -top-24 left-1/2 h-80 w-72 -translate-x-1/2 rounded-full bg-spotlight-400/20 blur-3xl"
      />
      <div className="relative">
        <p className="text-neon-glow animate-neon-flicker font-display text-2xl tracking-widest text-neon-400">
          Open mic tonight
        </p>
        <h2 className="mt-2 font-display text-5xl leading-none tracking-wide text-cream-50">
          Your material, from spark to stage-ready
        </h2>
        <ul className="mt-8 grid gap-5">
          {POINTS.filter((point) => smsOffered || !point.sms).map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-spotlight-500/15 ring-1 ring-spotlight-500/40">
                <Icon aria-hidden className="size-5 text-spotlight-400" />
              </span>
              <div>
                <p className="font-semibold text-cream-50">{title}</p>
                <p className="text-sm text-cream-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
