// A game's conformance features, run in this process again and again against other rules. What
// does not depend on the rules is done once: the configuration, the step code, the parsing of
// the features and the matching of every step to its definition. Each run then executes the
// scenarios one by one, in the order the caller asks for, and stops at the first that fails.
//
// Cucumber's public API parses and matches everything again on every run (a fifth of a second
// for one game) and runs scenarios in file order only, so the scenario runner is driven through
// its own modules (`@cucumber/cucumber/lib/...`, which the package exports for require); the
// version is pinned in package.json, and test/mutation/suite.test.ts fails if those modules move.
import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Writable } from "node:stream";
import { selectedFeatures } from "../cli/conform-select.js";

/** One scenario of the suite, as the ordering sees it. */
export interface SuiteScenario {
  /** its place in file order, 0-based: the handle the run order is given in */
  index: number;
  uri: string;
  line?: number;
  name: string;
  tags: string[];
  /** the feature's language (en, ko) */
  language: string;
}

export interface ScenarioResult {
  passed: boolean;
  /** the message of the first step that failed */
  message?: string;
  /** how much the counter given to runEach rose while the scenario ran */
  counted?: number;
}

export interface SuiteRun {
  /** true when every scenario passed */
  passed: boolean;
  /** the first scenario that did not pass */
  failed?: SuiteScenario;
  /** the message of its first failing step */
  message?: string;
  /** how many scenarios ran before the run stopped */
  scenarios: number;
}

export interface Suite {
  featureFiles: string[];
  scenarios: readonly SuiteScenario[];
  /** runs the scenarios (all, in `order` first if given) against the rules in `rulesDir`, each
   *  match held to `limits` if given */
  run(rulesDir: string, order?: readonly number[], limits?: MatchLimits): Promise<SuiteRun>;
  /** runs each of the given scenarios whatever the others do: index -> whether it passed */
  runEach(rulesDir: string, indexes: readonly number[], counter?: () => number): Promise<Map<number, ScenarioResult>>;
}

/** What a scenario's match may take before it is a game that does not end. */
export interface MatchLimits {
  steps: number;
  decisions: number;
}

const discard = (): Writable => new Writable({ write: (_chunk, _encoding, done) => done() });

interface Pickle {
  id: string;
  uri: string;
  name: string;
  language: string;
  tags: readonly { name: string }[];
}
interface AssembledTestCase {
  pickle: Pickle;
}
interface CucumberWorker {
  runBeforeAllHooks(): Promise<unknown>;
  runTestCase(testCase: AssembledTestCase, failing: boolean): Promise<boolean>;
}

/** The scenario runner's own modules, from the project's copy of Cucumber. */
export function cucumberInternals(cwd: string) {
  const require = createRequire(join(cwd, "package.json"));
  const load = <T>(path: string): T => require(`@cucumber/cucumber/lib/${path}`) as T;
  return {
    gherkin: load<{
      getPicklesAndErrors(options: unknown): Promise<{
        filterablePickles: { pickle: Pickle; location?: { line: number } }[];
        parseErrors: { source: { uri: string }; message: string }[];
      }>;
    }>("api/gherkin"),
    assemble: load<{
      assembleTestCases(
        runId: string,
        broadcaster: EventEmitter,
        newId: () => string,
        pickles: unknown[],
        library: unknown,
      ): Promise<AssembledTestCase[]>;
    }>("assemble/index"),
    Worker: load<{ Worker: new (...args: unknown[]) => CucumberWorker }>("runtime/worker").Worker,
    snippets: load<{ default: { getStepDefinitionSnippetBuilder(options: unknown): Promise<unknown> } }>("formatter/builder").default,
    messages: require("@cucumber/messages") as { IdGenerator: { incrementing(): () => string } },
  };
}

async function loadProjectSupport(cwd: string) {
  // Loaded on demand, as `conform` does, so that other commands work without the test tooling.
  const { loadConfiguration, loadSupport } = await import("@cucumber/cucumber/api");
  const environment = { cwd, stdout: discard(), stderr: discard(), env: process.env };
  const { runConfiguration } = await loadConfiguration({}, environment);
  const support = await loadSupport(runConfiguration, environment);
  return { runConfiguration, support };
}

/** The step code is loaded once per process and project: a module imported again registers no
 *  step definitions, so a second library would have none. */
const supportByProject = new Map<string, ReturnType<typeof loadProjectSupport>>();

export function projectSupport(cwd: string): ReturnType<typeof loadProjectSupport> {
  let loading = supportByProject.get(cwd);
  if (!loading) {
    loading = loadProjectSupport(cwd);
    supportByProject.set(cwd, loading);
  }
  return loading;
}

export async function openSuite(cwd: string, game: string): Promise<Suite> {
  const { runConfiguration, support } = await projectSupport(cwd);
  const paths = selectedFeatures(cwd, { game });
  const sources = { ...runConfiguration.sources, paths };

  const cucumber = cucumberInternals(cwd);
  const newId = cucumber.messages.IdGenerator.incrementing();
  const broadcaster = new EventEmitter();
  const { filterablePickles, parseErrors } = await cucumber.gherkin.getPicklesAndErrors({
    newId,
    cwd,
    sourcePaths: paths.map((p) => join(cwd, p)),
    coordinates: sources,
  });
  if (parseErrors.length > 0) throw new Error(`${parseErrors[0]!.source.uri}: ${parseErrors[0]!.message}`);
  const runId = newId();
  const testCases = await cucumber.assemble.assembleTestCases(runId, broadcaster, newId, filterablePickles, support);
  const snippetBuilder = await cucumber.snippets.getStepDefinitionSnippetBuilder({ cwd, supportCodeLibrary: support });
  const runtime = { ...runConfiguration.runtime, failFast: true };
  const worker = new cucumber.Worker(runId, undefined, broadcaster, newId, runtime, support, snippetBuilder);
  await worker.runBeforeAllHooks();

  const scenarios: SuiteScenario[] = filterablePickles.map(({ pickle, location }, index) => ({
    index,
    uri: pickle.uri.replace(/\\/g, "/"),
    ...(location ? { line: location.line } : {}),
    name: pickle.name,
    tags: pickle.tags.map((t) => t.name),
    language: pickle.language,
  }));

  // the first failing step's message of the scenario that runs
  let failure: string | undefined;
  broadcaster.on("envelope", (envelope: { testStepFinished?: { testStepResult: { status: string; message?: string } } }) => {
    const result = envelope.testStepFinished?.testStepResult;
    if (result && result.status !== "PASSED" && result.status !== "SKIPPED" && failure === undefined)
      failure = result.message ?? result.status;
  });

  /** Runs `body` with the steps pointed at `rulesDir` (see features/support/games.ts) and their
   *  matches held to `limits` (features/support/engine.ts). */
  const against = async <T>(rulesDir: string, body: () => Promise<T>, limits?: MatchLimits): Promise<T> => {
    const before = {
      AGON_RULES_DIR: process.env.AGON_RULES_DIR,
      AGON_STEP_BUDGET: process.env.AGON_STEP_BUDGET,
      AGON_DECISION_BUDGET: process.env.AGON_DECISION_BUDGET,
    };
    process.env.AGON_RULES_DIR = rulesDir;
    if (limits) {
      process.env.AGON_STEP_BUDGET = String(limits.steps);
      process.env.AGON_DECISION_BUDGET = String(limits.decisions);
    }
    try {
      return await body();
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  };

  return {
    featureFiles: paths,
    scenarios,
    run: (rulesDir, order = [], limits = undefined) =>
      against(
        rulesDir,
        async (): Promise<SuiteRun> => {
          const queue = [...new Set([...order, ...scenarios.map((s) => s.index)])];
          let ran = 0;
          for (const index of queue) {
            ran++;
            failure = undefined;
            if (!(await worker.runTestCase(testCases[index]!, false)))
              return { passed: false, failed: scenarios[index]!, ...(failure !== undefined ? { message: failure } : {}), scenarios: ran };
          }
          return { passed: true, scenarios: ran };
        },
        limits,
      ),
    runEach: (rulesDir, indexes, counter) =>
      against(rulesDir, async () => {
        const results = new Map<number, ScenarioResult>();
        for (const index of indexes) {
          failure = undefined;
          const from = counter?.();
          const passed = await worker.runTestCase(testCases[index]!, false);
          const counted = from === undefined ? {} : { counted: counter!() - from };
          results.set(
            index,
            passed ? { passed, ...counted } : { passed, ...(failure !== undefined ? { message: failure } : {}), ...counted },
          );
        }
        return results;
      }),
  };
}
