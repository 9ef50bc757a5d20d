// What a mutation run means to QA: per rule ID, how many mutants were made, killed and survived;
// every survivor with its place and its change; the likely equivalents apart.
import type { MutantResult, MutationRun } from "./run.js";

export interface RuleIdScore {
  ruleId: string;
  mutants: number;
  killed: number;
  survived: number;
  noDifferenceInPlay: number;
}

export interface MutationSummary {
  game: string;
  rulesFile: string;
  seconds: number;
  /** mutants that check, i.e. all but the stillborn */
  mutants: number;
  stillborn: number;
  killed: number;
  /** of the killed, those killed by a game that did not end within the budget */
  killedByRunaway: number;
  survived: number;
  noDifferenceInPlay: number;
  /** the limits of a mutant's matches */
  limits: MutationRun["limits"];
  /** the mutants that took longest, slowest first (where the time of a run goes) */
  slowest: Pick<MutantResult, "id" | "file" | "line" | "operator" | "status" | "ms">[];
  /** killed among those that change play: killed / (killed + survived) */
  score: number;
  byRuleId: RuleIdScore[];
  survivors: MutantResult[];
  likelyEquivalent: MutantResult[];
}

const SLOWEST = 5;

/** Mutants outside any block that implements a rule ID are counted under this name. */
export const NO_RULE_ID = "(no rule ID)";

export function summarize(run: MutationRun): MutationSummary {
  const live = run.results.filter((r) => r.status !== "stillborn");
  const byId = new Map<string, RuleIdScore>();
  for (const r of live) {
    for (const ruleId of r.ruleIds.length > 0 ? r.ruleIds : [NO_RULE_ID]) {
      const row = byId.get(ruleId) ?? { ruleId, mutants: 0, killed: 0, survived: 0, noDifferenceInPlay: 0 };
      row.mutants++;
      if (r.status === "killed") row.killed++;
      else if (r.status === "survived") row.survived++;
      else row.noDifferenceInPlay++;
      byId.set(ruleId, row);
    }
  }
  const killed = live.filter((r) => r.status === "killed").length;
  const survived = live.filter((r) => r.status === "survived").length;
  return {
    game: run.game,
    rulesFile: run.rulesFile,
    seconds: Math.round(run.seconds * 10) / 10,
    mutants: live.length,
    stillborn: run.results.length - live.length,
    killed,
    killedByRunaway: live.filter((r) => r.status === "killed" && r.runaway).length,
    survived,
    noDifferenceInPlay: live.length - killed - survived,
    limits: run.limits,
    slowest: [...run.results]
      .sort((a, b) => b.ms - a.ms || a.id - b.id)
      .slice(0, SLOWEST)
      .map(({ id, file, line, operator, status, ms }) => ({ id, file, line, operator, status, ms })),
    score: killed + survived === 0 ? 1 : Math.round((killed / (killed + survived)) * 10000) / 10000,
    byRuleId: [...byId.values()].sort((a, b) => a.ruleId.localeCompare(b.ruleId, "en", { numeric: true })),
    survivors: live.filter((r) => r.status === "survived"),
    likelyEquivalent: live.filter((r) => r.status === "no-difference-in-play"),
  };
}

function oneLine(text: string, width = 70): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

function change(r: MutantResult): string {
  const to = r.replacement === "" ? "(deleted)" : `\`${oneLine(r.replacement)}\``;
  return `${r.file}:${r.line}:${r.column}  ${r.operator}  \`${oneLine(r.original)}\` -> ${to}  [${r.where}]`;
}

export function formatSummary(s: MutationSummary): string {
  const lines = [
    `${s.game} (${s.rulesFile}): ${s.mutants} mutants (${s.stillborn} stillborn left out), ${s.killed} killed (${s.killedByRunaway} by a runaway game), ${s.survived} survived, ` +
      `${s.noDifferenceInPlay} with no difference seen in play; score ${(s.score * 100).toFixed(1)}% in ${s.seconds} s`,
    "",
    `${"rule".padEnd(14)} ${"mutants".padStart(7)} ${"killed".padStart(7)} ${"survived".padStart(8)} ${"no diff".padStart(7)}`,
    ...s.byRuleId.map(
      (r) =>
        `${r.ruleId.padEnd(14)} ${String(r.mutants).padStart(7)} ${String(r.killed).padStart(7)} ${String(r.survived).padStart(8)} ${String(r.noDifferenceInPlay).padStart(7)}`,
    ),
  ];
  if (s.survivors.length > 0) {
    lines.push("", "survivors (they change play, yet every scenario passes):");
    for (const r of s.survivors) {
      const options = Object.entries(r.differsIn!.options ?? {}).map(([k, v]) => `${k}=${v}`);
      lines.push(
        `  ${change(r)}  plays differently at ${r.differsIn!.players} players, seed ${r.differsIn!.seed}${options.length ? `, ${options.join(" ")}` : ""}${
          r.differsIn!.from !== undefined ? `, from a position a scenario arranges (${r.differsIn!.from + 1})` : ""
        }`,
      );
    }
  }
  if (s.likelyEquivalent.length > 0) {
    lines.push("", "no difference seen in play (likely equivalent):");
    for (const r of s.likelyEquivalent) lines.push(`  ${change(r)}`);
  }
  lines.push(
    "",
    `a mutant's match may take ${s.limits.steps} steps (a scenario's, ${s.limits.decisions} decisions); slowest: ` +
      s.slowest.map((r) => `${r.file}:${r.line} ${r.operator} ${r.status} ${r.ms} ms`).join("; "),
  );
  return `${lines.join("\n")}\n`;
}

/** The last line of a run's text: its verdict. */
export function survivorsLine(survivors: number): string {
  return survivors === 0
    ? "mutation: every mutant that changes play is killed\n"
    : `mutation: ${survivors} mutant(s) change play and survive the features\n`;
}
