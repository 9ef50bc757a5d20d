// grammar/chevrotain.ts imports Chevrotain's single-file build at run time, by a computed path (for
// Node's start-up time); a bundle (the CLI's, the studio page's) takes Chevrotain in itself instead.
// The same plugin serves rolldown and Vite.
import { dirname, resolve } from "node:path";

/** @param {string} grammarDir the absolute path of grammar/ */
export function chevrotainInside(grammarDir = resolve("grammar")) {
  return {
    name: "chevrotain-inside",
    enforce: "pre",
    resolveId(id, importer) {
      if (id === "./chevrotain.js" && importer && dirname(importer) === grammarDir) return "\0chevrotain";
      return null;
    },
    load(id) {
      return id === "\0chevrotain" ? 'export * from "chevrotain";' : null;
    },
  };
}
