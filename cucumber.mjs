// Cucumber runs the .ts step definitions through ts-node's ESM loader (transpile only; tsc --noEmit
// type-checks them separately).
//   npx cucumber-js              every feature, progress dots
//   npx cucumber-js -p report    also reports/cucumber.html, reports/cucumber.xml (JUnit) and
//                                reports/@rerun.txt (the failed scenarios)
//   npx cucumber-js -p rerun     only the scenarios that failed in the last `-p report` run
//   AGON_RULES_DIR=DIR ...       against a copy of the rules (see features/README.md)
const common = {
  import: ["features/steps/**/*.ts", "features/support/**/*.ts"],
  loader: ["ts-node/esm"],
  strict: true,
};

export default {
  ...common,
  paths: ["features/**/*.feature"],
  format: ["progress"],
};

export const report = {
  ...common,
  paths: ["features/**/*.feature"],
  format: ["progress", "html:reports/cucumber.html", "junit:reports/cucumber.xml", "rerun:reports/@rerun.txt"],
};

// Cucumber reads a path whose file name starts with `@` as a list of scenarios to run.
export const rerun = {
  ...common,
  paths: ["reports/@rerun.txt"],
  format: ["progress"],
};
