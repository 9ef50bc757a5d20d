// A game's conformance features, run in this process again and again against other rules: the
// configuration, the features' paths and the step code are loaded once; each run points the steps
// at a rules folder through AGON_RULES_DIR and stops at the first failing scenario.
import { Writable } from "node:stream";
import { selectedFeatures } from "../cli/conform-select.js";
import { ScenarioCollector } from "../cli/scenario-results.js";

export interface SuiteRun {
  /** true when every scenario passed */
  passed: boolean;
  /** the first scenario that did not pass */
  failed?: { uri: string; line?: number; name: string };
  scenarios: number;
}

export interface Suite {
  featureFiles: string[];
  /** runs every scenario of the game against the rules in `rulesDir` (its `GAME.agon`) */
  run(rulesDir: string): Promise<SuiteRun>;
}

const discard = (): Writable => new Writable({ write: (_chunk, _encoding, done) => done() });

export async function openSuite(cwd: string, game: string): Promise<Suite> {
  // Loaded on demand, as `conform` does, so that other commands work without the test tooling.
  const { loadConfiguration, loadSupport, runCucumber } = await import("@cucumber/cucumber/api");
  const environment = { cwd, stdout: discard(), stderr: discard(), env: process.env };
  const { runConfiguration } = await loadConfiguration({}, environment);
  const paths = selectedFeatures(cwd, { game });
  const sources = { ...runConfiguration.sources, paths };
  const support = await loadSupport({ ...runConfiguration, sources }, environment);
  const formats = { stdout: "summary", files: {}, publish: false, options: {} } as typeof runConfiguration.formats;
  const runtime = { ...runConfiguration.runtime, failFast: true };

  return {
    featureFiles: paths,
    async run(rulesDir: string): Promise<SuiteRun> {
      const before = process.env.AGON_RULES_DIR;
      process.env.AGON_RULES_DIR = rulesDir;
      const collector = new ScenarioCollector();
      try {
        const { success } = await runCucumber(
          { ...runConfiguration, sources, support, formats, runtime },
          { ...environment, stdout: discard() },
          collector.onMessage,
        );
        const outcomes = collector.outcomes();
        const failed = outcomes.find((o) => o.status !== "passed");
        return {
          passed: success && failed === undefined,
          ...(failed ? { failed: { uri: failed.uri, line: failed.line, name: failed.name } } : {}),
          scenarios: outcomes.length,
        };
      } finally {
        if (before === undefined) delete process.env.AGON_RULES_DIR;
        else process.env.AGON_RULES_DIR = before;
      }
    },
  };
}
