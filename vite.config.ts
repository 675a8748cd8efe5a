import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

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

export const aliases = {
  "@": path.resolve(root, "client/src"),
  "@shared": path.resolve(root, "shared"),
};

export default defineConfig({
  root: path.resolve(root, "client"),
  // Every text asset is also written as .br and .gz, so the server never compresses them per request.
  plugins: [react(), tailwindcss(), preloadHeadingFont(), compression({ algorithms: ["brotliCompress", "gzip"], threshold: 512, logLevel: "silent" })],
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
        },
      },
    ],
  },
});
