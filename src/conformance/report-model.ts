// The conformance report of one game as data: per rulebook rule ID, the scenarios that carry its
// tag (with their language and result), and the coverage figures overall and per language. The
// HTML page (html-report.ts) and the tests read this; it knows no game.
import type { DivergenceInfo } from "../interpreter/divergence-info.js";
import type { GameMutationReport } from "../mutation/report-schema.js";
import type { RuleNote, RuleNotes } from "./rule-notes.js";

/** `undefined`: a step has no step definition (the scenario tests nothing yet: neither passing nor a failing rule) */
export type ScenarioStatus = "passed" | "failed" | "undefined" | "skipped";

export interface ScenarioRun {
  uri: string;
  /** the line of the scenario (or of its Examples row) in the feature file */
  line?: number;
  /** the feature's `# language:` (en when absent) */
  language?: string;
  name: string;
  tags: string[];
  status: ScenarioStatus;
}

export type RuleStatus = "ok" | "failing" | "undefined" | "skipped" | "uncovered";

export interface RuleCoverage {
  id: string;
  summary: string;
  scenarios: ScenarioRun[];
  status: RuleStatus;
  /** language code -> the status of this rule among that language's scenarios */
  byLanguage: Record<string, RuleStatus>;
  /** the Korean summary and the rulebook section, from rules/GAME.rulebook.json */
  note?: RuleNote;
  /** the mutants of the blocks that implement it, from a mutation report */
  mutation?: MutationFigure;
}

export interface MutationFigure {
  mutants: number;
  killed: number;
  survived: number;
  noDifferenceInPlay: number;
}

export interface CoverageFigure {
  /** rule IDs with at least one scenario */
  covered: number;
  /** rule IDs whose scenarios all pass */
  passing: number;
  total: number;
}

export interface DivergenceCoverage {
  divergence: DivergenceInfo;
  /** per reading that names a value: the scenarios tagged `@subject=value` */
  readings: (DivergenceInfo["readings"][number] & { scenarios: ScenarioRun[] })[];
}

export interface GameCoverage {
  name: string;
  title?: string;
  /** English first, then the other languages its scenarios are written in */
  languages: string[];
  /** the languages among them whose features this run left out (`conform --features ko`): their
   *  figures say nothing of the game, and the page greys them out */
  notRun: string[];
  rules: RuleCoverage[];
  overall: CoverageFigure;
  perLanguage: Record<string, CoverageFigure>;
  scenarios: ScenarioRun[];
  divergences: DivergenceCoverage[];
  /** whether a mutation report for this game was given (a rule without mutants then shows 0) */
  mutated: boolean;
  /** the divergences in Korean, by subject (rules/GAME.rulebook.json) */
  divergenceNotes?: RuleNotes["divergences"];
  koreanNames?: KoreanNames;
}

/** The Korean names of what a Korean page names: the game, each divergence's subject (an option,
 *  a card, a zone) and each option value (by `subject=value`), where the rules file gives one. */
export interface KoreanNames {
  title?: string;
  subjects: Record<string, string>;
  values: Record<string, string>;
}

/** What is known of the game besides its scenarios' results. */
export interface CoverageExtras {
  /** the only language whose features ran, in a run narrowed to one */
  onlyLanguage?: string;
  notes?: RuleNotes;
  koreanNames?: KoreanNames;
  mutation?: GameMutationReport;
}

export const languageOf = (s: ScenarioRun): string => s.language ?? "en";

export function statusOf(scenarios: readonly ScenarioRun[]): RuleStatus {
  if (scenarios.length === 0) return "uncovered";
  if (scenarios.some((s) => s.status === "failed")) return "failing";
  if (scenarios.some((s) => s.status === "undefined")) return "undefined";
  if (scenarios.some((s) => s.status !== "passed")) return "skipped";
  return "ok";
}

function figure(statuses: readonly RuleStatus[]): CoverageFigure {
  return {
    covered: statuses.filter((s) => s !== "uncovered").length,
    passing: statuses.filter((s) => s === "ok").length,
    total: statuses.length,
  };
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${Math.floor((100 * part) / whole)}%`;
}

export interface GameDeclaration {
  name: string;
  title?: string;
  ruleIds: readonly { id: string; summary: string }[];
  divergences?: readonly DivergenceInfo[];
}

/** `scenarios` are the game's own (see scenariosOfGame in the CLI's coverage table). */
export function gameCoverage(game: GameDeclaration, scenarios: readonly ScenarioRun[], extras: CoverageExtras = {}): GameCoverage {
  const others = [...new Set([...scenarios.map(languageOf), ...(extras.onlyLanguage ? [extras.onlyLanguage] : [])])]
    .filter((l) => l !== "en")
    .sort();
  const languages = ["en", ...others];
  const notRun = extras.onlyLanguage === undefined ? [] : languages.filter((l) => l !== extras.onlyLanguage);
  const rules = game.ruleIds.map((rule): RuleCoverage => {
    // English first, then each other language, each in file order
    const tagged = scenarios
      .filter((s) => s.tags.includes(`@${rule.id}`))
      .sort((a, b) => languages.indexOf(languageOf(a)) - languages.indexOf(languageOf(b)));
    const byLanguage = Object.fromEntries(languages.map((l) => [l, statusOf(tagged.filter((s) => languageOf(s) === l))]));
    const note = extras.notes?.rules[rule.id];
    const mutated = extras.mutation?.byRuleId.find((m) => m.ruleId === rule.id);
    const mutation = extras.mutation ? (mutated ?? { mutants: 0, killed: 0, survived: 0, noDifferenceInPlay: 0 }) : undefined;
    return {
      ...rule,
      scenarios: tagged,
      status: statusOf(tagged),
      byLanguage,
      ...(note ? { note } : {}),
      ...(mutation
        ? {
            mutation: {
              mutants: mutation.mutants,
              killed: mutation.killed,
              survived: mutation.survived,
              noDifferenceInPlay: mutation.noDifferenceInPlay,
            },
          }
        : {}),
    };
  });
  const perLanguage = Object.fromEntries(languages.map((l) => [l, figure(rules.map((r) => r.byLanguage[l]!))]));
  const divergences = (game.divergences ?? []).map((divergence) => ({
    divergence,
    readings: divergence.readings.map((r) => ({
      ...r,
      scenarios: r.value === undefined ? [] : scenarios.filter((s) => s.tags.includes(`@${divergence.subject}=${r.value}`)),
    })),
  }));
  return {
    name: game.name,
    ...(game.title !== undefined ? { title: game.title } : {}),
    languages,
    notRun,
    rules,
    overall: figure(rules.map((r) => r.status)),
    perLanguage,
    scenarios: [...scenarios],
    divergences,
    mutated: extras.mutation !== undefined,
    ...(extras.notes?.divergences ? { divergenceNotes: extras.notes.divergences } : {}),
    ...(extras.koreanNames ? { koreanNames: extras.koreanNames } : {}),
  };
}
