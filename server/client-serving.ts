import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import expressStaticGzip from "express-static-gzip";

const NOT_API = /^(?!\/api(\/|$)).*/;
/** What vite-plugin-pwa writes beside index.html: the worker and its Workbox runtime. */
const SERVICE_WORKER_FILE = /^(sw|workbox-[\w-]+)\.js$/;

export function builtClientDir(): string {
  const candidates = [path.resolve(import.meta.dirname, "../public"), path.resolve(process.cwd(), "dist/public")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "index.html")));
  if (!found) throw new Error("The built client was not found. Run `npm run build` first.");
  return found;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every client route,
 * the service worker never cached without asking (no-cache).
 * Assets were compressed at build time (brotli and gzip); each request gets the best file its
 * browser accepts, with no compression work per request.
 */
export function serveBuiltClient(app: Express, dir = builtClientDir()): void {
  app.use(
    "/assets",
    expressStaticGzip(path.join(dir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: true },
    }),
  );
  app.use(
    express.static(dir, {
      index: false,
      maxAge: "1h",
      // The service worker and its Workbox runtime are checked on every visit, so a new build reaches the browser at once.
      setHeaders: (res, file) => {
        if (SERVICE_WORKER_FILE.test(path.basename(file))) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  app.get(NOT_API, (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.sendFile(path.join(dir, "index.html"));
  });
}

/** Development: Vite in middleware mode, hot reload through the same server. */
export async function serveViteDevClient(app: Express): Promise<() => Promise<void>> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve(process.cwd(), "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "spa",
  });
  // Not app.use(path, …): a mount path would be stripped from req.url before Vite sees it.
  app.use((req, res, next) => (NOT_API.test(req.path) ? vite.middlewares(req, res, next) : next()));
  return () => vite.close();
}
