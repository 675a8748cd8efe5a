import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

/** Headings use Bebas Neue: preload its latin file so the first heading paints in it. */
function preloadHeadingFont(): Plugin {
  return {
    name: "preload-heading-font",
    apply: "build",
    transformIndexHtml(html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) => /bebas-neue-latin-400-normal-[^/]*\.woff2$/.test(file));
      if (!font) throw new Error("The Bebas Neue latin font was not emitted; update preloadHeadingFont.");
      return [{ tag: "link", attrs: { rel: "preload", href: `/${font}`, as: "font", type: "font/woff2", crossorigin: "" }, injectTo: "head" }];
    },
  };
}

const root = import.meta.dirname;

/**
 * The service worker (Workbox, docs/decisions/022): the app shell precached, client routes
 * answered with index.html offline (never /api), and the joke list's reads network-first with
 * the last answer kept for when the network fails. Registered by the app after load.
 */
/**
 * The reads kept, as whole URLs (the worker matches the full address): the joke list's pages,
 * its counts, the set lists and each set with its bits, and who is signed in (so the app
 * opens offline). Nothing else under /api.
 */
const OFFLINE_READS = /^https?:\/\/[^/]+\/api\/(joke-notes\/page|joke-notes\/counts|set-lists(\/\d+)?|user|session)(\?.*)?$/;
/** Emptied by the client when the signed-in user changes (client/src/lib/offline-api-cache.ts). */
const API_CACHE_NAME = "api-joke-notes";

const offlineShell = VitePWA({
  injectRegister: false,
  registerType: "autoUpdate",
  // client/public/manifest.webmanifest is the manifest.
  manifest: false,
  filename: "sw.js",
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}", "assets/*-latin-*.woff2", "assets/*-latin-ext-*.woff2"],
    globIgnores: [".vite/**"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: OFFLINE_READS,
        method: "GET",
        handler: "NetworkFirst",
        options: { cacheName: API_CACHE_NAME, expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

export const aliases = {
  "@": path.resolve(root, "client/src"),
  "@shared": path.resolve(root, "shared"),
};

export default defineConfig({
  root: path.resolve(root, "client"),
  // Every text asset is also written as .br and .gz, so the server never compresses them per request.
  plugins: [react(), tailwindcss(), preloadHeadingFont(), offlineShell, compression({ algorithms: ["brotliCompress", "gzip"], threshold: 512, logLevel: "silent" })],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(root, "dist/public"),
    emptyOutDir: true,
    // .vite/manifest.json: scripts/check-client-bundle.mjs reads the first-load chunks from it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }], experimentalInlineCommonChunks: { maxSize: 12288 } },
      },
    },
  },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          root,
          include: ["shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}", "server/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "api",
          root,
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20000,
          hookTimeout: 60000,
          fileParallelism: true,
          maxWorkers: 2,
          // Each file builds its own app on its own database (server/test/test-app.ts) and no
          // test patches a module for good (a watched logger is put back), so a worker keeps the server's modules between files instead
          // of importing them again for each: the suite spends about a quarter of the time importing.
          isolate: false,
        },
      },
    ],
  },
});
