import { BrandLink } from "@/components/brand-link";
import { Button } from "@/components/ui/button";

interface LandingHeaderProps {
  onSignIn: () => void;
  onSignUp: () => void;
}

export function LandingHeader({ onSignIn, onSignUp }: LandingHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-stage-800/80 bg-stage-950/85 backdrop-blur">
      <div aria-hidden className="bg-curtain h-1" />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <BrandLink href="/" />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <Button variant="ghost" size="sm" onClick={onSignIn}>
            Sign In
          </Button>
          <Button size="sm" onClick={onSignUp}>
            Sign Up
          </Button>
        </div>
      </div>
    </header>
  );
}
