// `agon conform --engine CMD`: the English features of every game the adapter declares, run
// against the engine behind it (docs/adapter-protocol.md). A scenario that needs a capability the
// adapter lacks is "not supported", not failed; an adapter that crashes, hangs or writes what is
// not a response stops the run with one error line (exit 1).
import { join } from "node:path";
import { AdapterBroken, EngineConnection } from "../adapter/engine-client.js";
import { ADAPTER_BROKEN_MARK, DEFAULT_TIMEOUT_MS, NOT_SUPPORTED_MARK, requestsSent } from "../adapter/protocol.js";
import { openSuite, type ScenarioResult, type SuiteScenario } from "../mutation/suite.js";
import { CliFailure, EXIT_FAILURE, EXIT_OK, UsageError } from "./errors.js";
import type { CliIo } from "./io.js";

/** `rules-only`: passed without asking the engine anything (it checks the rules files' data) */
export type EngineOutcome = "passed" | "rules-only" | "not-supported" | "failed";

export interface EngineRow {
  ruleId: string;
  passed: number;
  rulesOnly: number;
  notSupported: number;
  failed: number;
}

/** `closures` and `generated` name Agon's own back ends (`--engine` of the other commands); they
 *  are no adapter command. */
export const RESERVED_ENGINES = ["closures", "generated"];

function timeoutOf(): number {
  const text = process.env.AGON_ENGINE_TIMEOUT_MS;
  if (text === undefined) return DEFAULT_TIMEOUT_MS;
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new UsageError(`AGON_ENGINE_TIMEOUT_MS must be a positive whole number of milliseconds, not \`${text}\``);
  return n;
}

function outcomeOf(result: ScenarioResult | undefined): EngineOutcome {
  if (result?.passed) return result.counted === 0 ? "rules-only" : "passed";
  return result?.message?.includes(NOT_SUPPORTED_MARK) ? "not-supported" : "failed";
}

/** Per rule ID tagged on the scenarios, how many passed, were not supported, failed. */
export function engineRows(scenarios: readonly SuiteScenario[], outcomes: ReadonlyMap<number, EngineOutcome>): EngineRow[] {
  const rows = new Map<string, EngineRow>();
  for (const s of scenarios) {
    const outcome = outcomes.get(s.index);
    if (outcome === undefined) continue;
    for (const tag of s.tags) {
      const m = /^@([A-Z]+-[A-Z]+\d+)$/.exec(tag);
      if (!m) continue;
      const row = rows.get(m[1]!) ?? { ruleId: m[1]!, passed: 0, rulesOnly: 0, notSupported: 0, failed: 0 };
      const field = ({ passed: "passed", "rules-only": "rulesOnly", "not-supported": "notSupported", failed: "failed" } as const)[outcome];
      row[field]++;
      rows.set(m[1]!, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.ruleId.localeCompare(b.ruleId, "en", { numeric: true }));
}

export async function conformWithEngine(io: CliIo, root: string, command: string): Promise<number> {
  if (RESERVED_ENGINES.includes(command))
    throw new UsageError(
      `--engine ${command} names one of Agon's own back ends, which conform does not take`,
      'give an adapter command, e.g. --engine "agon adapter rules/GAME.agon"',
    );
  const timeout = timeoutOf();
  let declaration: EngineConnection["declaration"];
  try {
    const probe = new EngineConnection(command, io.cwd, timeout);
    declaration = probe.declaration;
    probe.close();
  } catch (error) {
    if (error instanceof AdapterBroken)
      throw new CliFailure(error.message.replace(ADAPTER_BROKEN_MARK, "the engine adapter failed:").trim());
    throw error;
  }
  io.stdout(
    `engine ${declaration.engine} (${command}): ${declaration.games.join(", ")}; capabilities: ${declaration.capabilities.join(", ") || "none"}\n`,
  );

  const before = { engine: process.env.AGON_ENGINE, timeout: process.env.AGON_ENGINE_TIMEOUT_MS };
  process.env.AGON_ENGINE = command;
  process.env.AGON_ENGINE_TIMEOUT_MS = String(timeout);
  let failed = 0;
  try {
    for (const game of declaration.games) {
      const suite = await openSuite(root, game);
      const english = suite.scenarios.filter((s) => s.language === "en");
      if (english.length === 0) {
        io.stdout(`\n${game}: no English scenarios\n`);
        continue;
      }
      const results = await suite.runEach(
        join(root, "rules"),
        english.map((s) => s.index),
        requestsSent,
      );
      const broken = [...results.values()].find((r) => r.message?.includes(ADAPTER_BROKEN_MARK));
      if (broken)
        throw new CliFailure(`the engine adapter failed: ${broken.message!.split(ADAPTER_BROKEN_MARK)[1]!.split("\n")[0]!.trim()}`);
      const outcomes = new Map(english.map((s) => [s.index, outcomeOf(results.get(s.index))]));
      const count = (o: EngineOutcome) => [...outcomes.values()].filter((x) => x === o).length;
      failed += count("failed");
      io.stdout(
        `\n${game}: ${english.length} English scenarios: ${count("passed")} passed on the engine, ${count("rules-only")} passed reading ` +
          `only the rules files, ${count("not-supported")} not supported, ${count("failed")} failed\n`,
      );
      const columns = ["passed", "rules only", "not supported", "failed"];
      io.stdout(`${"rule".padEnd(10)} ${columns.join("  ")}\n`);
      for (const r of engineRows(english, outcomes)) {
        const cells = [r.passed, r.rulesOnly, r.notSupported, r.failed].map((n, i) => String(n).padStart(columns[i]!.length));
        io.stdout(`${r.ruleId.padEnd(10)} ${cells.join("  ")}\n`);
      }
      // why the others could not run, the commonest reason first
      const reasons = new Map<string, number>();
      for (const s of english.filter((x) => outcomes.get(x.index) === "not-supported")) {
        const reason = results.get(s.index)!.message!.split(NOT_SUPPORTED_MARK)[1]!.split("\n")[0]!.trim();
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) io.stdout(`  not supported (${n}): ${reason}\n`);
      for (const s of english.filter((x) => outcomes.get(x.index) === "failed"))
        io.stdout(`  FAILED ${s.uri}:${s.line ?? ""} ${s.name}\n    ${(results.get(s.index)?.message ?? "").split("\n")[0]}\n`);
    }
  } finally {
    if (before.engine === undefined) delete process.env.AGON_ENGINE;
    else process.env.AGON_ENGINE = before.engine;
    if (before.timeout === undefined) delete process.env.AGON_ENGINE_TIMEOUT_MS;
    else process.env.AGON_ENGINE_TIMEOUT_MS = before.timeout;
  }
  io.stdout(
    failed === 0 ? "\nengine conformance: ok (no scenario failed)\n" : `\nengine conformance: FAILED (${failed} failing scenarios)\n`,
  );
  return failed === 0 ? EXIT_OK : EXIT_FAILURE;
}
