import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const root = import.meta.dirname;

export const aliases = {
  "@": path.resolve(root, "client/src"),
  "@shared": path.resolve(root, "shared"),
};

export default defineConfig({
  root: path.resolve(root, "client"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(root, "dist/public"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          root,
          include: ["shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}", "server/**/*.unit.test.ts"],
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
