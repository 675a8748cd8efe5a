import { ErrorBoundary } from "./crash/error-boundary";
import { AppProviders } from "./providers";
import { AppRouter } from "./routes/app-router";

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProviders>
  );
}
