// grammar/chevrotain.ts imports Chevrotain's single-file build at run time, by a computed path (for
// Node's start-up time); a bundle (the CLI's, the studio page's) takes that same single-file build in
// itself instead: the package's entry is its ES sources, with a few hundred lodash-es modules.
// The same plugin serves rolldown and Vite.
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

const singleFile = join(dirname(createRequire(import.meta.url).resolve("chevrotain")), "..", "chevrotain.mjs");

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
      return id === "\0chevrotain" ? `export * from ${JSON.stringify(singleFile)};` : null;
    },
  };
}
