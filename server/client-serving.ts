import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { SMS_LANDING_FILE } from "@shared/site/landing-files";
import { hasSessionCookie } from "./auth/session";
import { greetedDashboard } from "./greeted-dashboard";

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
 * `readUser` (the session and its user, as the API reads them) lets `/dashboard` greet a
 * signed-in comedian by name in its HTML.
 */
export function serveBuiltClient(
  app: Express,
  { dir = builtClientDir(), readUser, smsOffered = false }: { dir?: string; readUser?: RequestHandler[]; smsOffered?: boolean } = {},
): void {
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
  const landing = prerenderedLanding(dir, smsOffered);
  if (landing) app.get("/", landing);
  const greeted = readUser && greetedDashboard(dir, readUser);
  if (greeted) app.get("/dashboard", ...greeted);
  const firstPages = firstPageFiles(dir);
  app.get(NOT_API, (req, res) => {
    res.set("Cache-Control", "no-cache");
    res.sendFile(firstPages.get(req.path) ?? path.join(dir, "index.html"));
  });
}

/**
 * The pages most often opened first have their own copy of index.html (first-pages/NAME.html,
 * written at build time) that asks for the page's code beside the entry: "/NAME" gets it.
 */
function firstPageFiles(dir: string): Map<string, string> {
  const folder = path.join(dir, "first-pages");
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith(".html"))
      .map((file) => [`/${file.slice(0, -".html".length)}`, path.join(folder, file)]),
  );
}

/**
 * The landing page rendered at build time (landing.html, beside its .br and .gz), for
 * visitors without a session: it paints before any script runs. Anyone with a session
 * cookie gets the plain app, which sends a signed-in comedian on to the dashboard. A site
 * with an SMS capture number sends the version that offers texting jokes in.
 */
function prerenderedLanding(dir: string, smsOffered: boolean): RequestHandler | undefined {
  const withSms = path.join(dir, SMS_LANDING_FILE);
  const file = smsOffered && existsSync(withSms) ? withSms : path.join(dir, "landing.html");
  if (!existsSync(file)) return undefined;
  const bodies = { br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`), identity: readFileSync(file) };
  return (req, res, next) => {
    if (hasSessionCookie(req)) return next();
    const encoding = req.acceptsEncodings("br", "gzip", "identity") || "identity";
    res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", Vary: "Accept-Encoding, Cookie" });
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    res.send(bodies[encoding as keyof typeof bodies]);
  };
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
