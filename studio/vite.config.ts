// Builds the studio page into dist/studio: the page, and its worker with grammar/ and src/ bundled
// for the browser. Offline: everything comes from node_modules.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { chevrotainInside } from "../scripts/chevrotain-inside.mjs";

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  logLevel: "warn",
  plugins: [chevrotainInside(resolve(here, "..", "grammar"))],
  resolve: {
    alias: {
      // The loader joins and resolves paths: pathe is node:path's POSIX behaviour for browsers.
      "node:path": "pathe",
      // The loader reads through its `readFile` option in the browser; see the shim.
      "node:fs": resolve(here, "src/shims/fs.ts"),
    },
  },
  // the parser reads it to decide on its self-check (on only under vitest)
  define: { "process.env.VITEST": "undefined" },
  worker: { format: "es", plugins: () => [chevrotainInside(resolve(here, "..", "grammar"))] },
  build: {
    outDir: resolve(here, "..", "dist", "studio"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
