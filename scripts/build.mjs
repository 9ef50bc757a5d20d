// `npm run build`: dist/ from the sources. `node scripts/build.mjs --if-stale [PART...]` builds only
// the parts (of those named, or all) whose inputs changed since they were built (build-inputs.mjs).
//   bundle  the CLI, the API's module and the compiled step definitions (scripts/bundle.mjs)
//   types   the API's declarations (tsc)
//   studio  the studio page (vite)
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { rmSync, writeFileSync } from "node:fs";
import { inputsHash, isFresh, PARTS, stampFile } from "./build-inputs.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const DIST = resolve(ROOT, "dist");
const ifStale = process.argv.includes("--if-stale");
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const bin = (pkg, file) => join(dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), file);

const STEPS = {
  bundle: [resolve(ROOT, "scripts/bundle.mjs")],
  types: [bin("typescript", "bin/tsc"), "-p", "tsconfig.build.json", "--declaration", "--emitDeclarationOnly", "--outDir", "dist/types"],
  // the config is loaded through Vite's module runner: its default bundles it into a temporary file in
  // node_modules, and any change there makes npm's next `npx` read the whole node_modules again
  studio: [bin("vite", "bin/vite.js"), "build", "--config", "studio/vite.config.ts", "--configLoader", "runner"],
};

for (const part of named.length > 0 ? named : Object.keys(PARTS)) {
  if (!(part in PARTS)) throw new Error(`no part ${part} of dist/: the parts are ${Object.keys(PARTS).join(", ")}`);
  if (ifStale && isFresh(DIST, part)) continue;
  const hash = inputsHash(part);
  // a build that fails half-way leaves no stamp that calls its output up to date
  rmSync(stampFile(DIST, part), { force: true });
  execFileSync(process.execPath, STEPS[part], { cwd: ROOT, stdio: "inherit" });
  writeFileSync(stampFile(DIST, part), hash);
}
