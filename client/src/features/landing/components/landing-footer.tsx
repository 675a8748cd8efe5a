import { BrandLink } from "@/components/brand-link";
import { useSmsOffered } from "@/data/sms/offered";

const TEXT_YOUR_JOKES = "Text Your Jokes";
const FEATURE_ITEMS = ["Joke Notes", "Writing Assistant", "Idea Generator", "Show Discovery", TEXT_YOUR_JOKES];
const SUPPORT_ITEMS = ["Help Center", "Contact Us", "Privacy Policy", "Terms of Service"];

function FooterList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="font-display text-xl tracking-wider text-spotlight-300">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm text-cream-400">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function LandingFooter() {
  const smsOffered = useSmsOffered();
  return (
    <footer className="border-t border-stage-800 bg-stage-900/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-[2fr_1fr_1fr] sm:px-6">
        <div>
          <BrandLink href="/" />
          <p className="mt-3 max-w-xs text-sm text-cream-400">
            Capture ideas, craft jokes, and manage your material from spark to stage-ready routine.
          </p>
        </div>
        <FooterList title="Features" items={smsOffered ? FEATURE_ITEMS : FEATURE_ITEMS.filter((item) => item !== TEXT_YOUR_JOKES)} />
        <FooterList title="Support" items={SUPPORT_ITEMS} />
      </div>
      <p className="border-t border-stage-800 py-5 text-center text-xs text-cream-400" suppressHydrationWarning>
        {/* The prerendered page carries its build year; the browser puts in today's. */}
        {`© ${new Date().getFullYear()} Comedy Toolkit. Written for the stage.`}
      </p>
    </footer>
  );
}
