import { ErrorBoundary } from "./crash/error-boundary";
import { PrerenderedProvider } from "./prerendered";
import { AppProviders } from "./providers";
import { AppRouter } from "./routes/app-router";

/** `prerendered`: the page's HTML was rendered at build time and is being hydrated. */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <PrerenderedProvider prerendered={prerendered}>
      <AppProviders>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </AppProviders>
    </PrerenderedProvider>
  );
}
