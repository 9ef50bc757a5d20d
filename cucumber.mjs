// Cucumber runs the step definitions compiled (dist/features/steps.mjs, made by the build) when that
// file is up to date with features/steps, features/support and the engine's sources; otherwise the
// .ts files themselves through ts-node's ESM loader (transpile only; tsc --noEmit type-checks them
// separately), which first transpiles the engine (~6 CPU s). Every feature, English and Korean
// (features/ko/), is found here.
//   npm start (agon conform)     this configuration, plus reports/: cucumber.html, cucumber.xml
//                                (JUnit), cucumber.ndjson (messages), @rerun.txt and conformance.html;
//                                (or --reports DIR), each replaced only once the run is complete;
//                                `agon conform --rerun | --game NAME | --lang ko | --tags EXPR` narrow it
//   npx cucumber-js              every feature, progress dots
//   npx cucumber-js -p report    the same Cucumber reports without the conformance page
//   npx cucumber-js -p rerun     only the scenarios that failed in the last report
//   AGON_RULES_DIR=DIR ...       against a copy of the rules (see features/README.md)
// Stack traces through the source maps ts-node writes: Cucumber takes a step definition's place
// from the stack of its Given/When/Then call, which without them is a line of the transpiled file.
// The compiled steps come with their source map for the same reason.
import { isFresh } from "./scripts/build-inputs.mjs";

process.setSourceMapsEnabled(true);

const steps = isFresh("dist", "bundle")
  ? { import: ["dist/features/steps.mjs"] }
  : { import: ["features/steps/**/*.ts", "features/support/**/*.ts"], loader: ["ts-node/esm"] };
const common = { ...steps, strict: true };

export default {
  ...common,
  paths: ["features/**/*.feature"],
  format: ["progress"],
};

export const report = {
  ...common,
  paths: ["features/**/*.feature"],
  format: [
    "progress",
    "html:reports/cucumber.html",
    "junit:reports/cucumber.xml",
    "message:reports/cucumber.ndjson",
    "rerun:reports/@rerun.txt",
  ],
};

// Cucumber reads a path whose file name starts with `@` as a list of scenarios to run.
export const rerun = {
  ...common,
  paths: ["reports/@rerun.txt"],
  format: ["progress"],
};
