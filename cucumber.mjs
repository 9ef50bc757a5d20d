// Cucumber runs the .ts step definitions through ts-node's ESM loader (transpile only; tsc --noEmit
// type-checks them separately).
export default {
  paths: ["features/**/*.feature"],
  import: ["features/steps/**/*.ts", "features/support/**/*.ts"],
  loader: ["ts-node/esm"],
  format: ["progress"],
  strict: true,
};
