import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { reportCrash } from "./crash-reporter";

interface ErrorBoundaryProps {
  children: ReactNode;
}

/** Catches a render crash, reports it, and offers a way back instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportCrash("boundary", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <AlertTriangle aria-hidden className="size-12 text-neon-400" />
        <h1 className="font-display text-4xl tracking-wide text-cream-50">That bit bombed</h1>
        <p className="text-cream-300">
          Something went wrong on this page. We've been told about it. Your saved jokes are safe.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button className="h-11" onClick={() => window.location.reload()}>
            Reload the Page
          </Button>
          <Button variant="outline" className="h-11" onClick={() => window.location.assign("/dashboard")}>
            Back to Dashboard
          </Button>
        </div>
      </div>
    );
  }
}
