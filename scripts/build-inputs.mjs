// What each part of dist/ is built from, and whether it is up to date: a hash of its inputs'
// contents, kept beside the output. `npm run build` builds every part; `node scripts/build.mjs
// --if-stale` (the package's `prepare`, the test run's set-up, `npm start`) only the parts whose
// inputs changed, so that neither the first `npx agon` in this project (npm runs `prepare` when it
// links the project into its cache) nor a test run waits for a build it does not need.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const SHARED = ["package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json", "grammar", "src"];

/** The parts of dist/ and what each is made of (files or folders, from the project root). */
export const PARTS = {
  // the CLI, the public API's module, and the step definitions for `npm start` (scripts/bundle.mjs;
  // its code cache is made by checking the games, but one made on other rules is only a little less
  // use: an edit of the rules calls for no build)
  bundle: [
    ...SHARED,
    "features/steps",
    "features/support",
    "scripts/bundle.mjs",
    "scripts/chevrotain-inside.mjs",
    "scripts/lazy-segmenter.mjs",
  ],
  types: SHARED,
  studio: [...SHARED, "studio", "scripts/chevrotain-inside.mjs"],
};

function filesUnder(path, into) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    into.push(path);
    return;
  }
  for (const name of readdirSync(path).sort()) if (name !== "node_modules") filesUnder(join(path, name), into);
}

export function inputsHash(part) {
  const files = [];
  for (const input of PARTS[part]) filesUnder(join(ROOT, input), files);
  const hash = createHash("sha256");
  for (const file of files) hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

export const stampFile = (dist, part) => join(dist, `.built-${part}`);

export function isFresh(dist, part) {
  const stamp = stampFile(dist, part);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === inputsHash(part);
}
