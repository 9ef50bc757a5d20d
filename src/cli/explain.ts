// `agon conform --explain ID`: everything the project knows of one rule ID, in one place: its
// summary in English and Korean and the rulebook section it comes from, what implements it, the
// options and divergences that touch it, the scenarios tagged with it (run now, each on its own),
// and, given a mutation report, how its mutants fared.
import { join } from "node:path";
import { loadGame, nameIn, type CompiledGame, type DivergenceInfo, type OptionInfo } from "../index.js";
import { divergenceLines, koreanOptionValue } from "./divergence-text.js";
import { openSuite } from "../mutation/suite.js";
import type { GameMutationReport } from "../mutation/report-schema.js";
import type { RuleNotes } from "../conformance/rule-notes.js";
import { EXIT_FAILURE, EXIT_OK, UsageError } from "./errors.js";
import type { CliIo } from "./io.js";
import { say, type MessageLang } from "./messages.js";

export interface ExplainedGame {
  name: string;
  /** the rules file (for the Korean names of the options and their values) */
  file?: string;
  ruleIds: readonly { id: string; summary: string }[];
  options: readonly OptionInfo[];
  divergences: readonly DivergenceInfo[];
  implemented: Record<string, string[]>;
  notes?: RuleNotes;
}

export interface ExplainInput {
  root: string;
  id: string;
  games: readonly ExplainedGame[];
  mutation?: readonly GameMutationReport[];
  /** the language to tell it in (default en) */
  lang?: MessageLang;
  /** the language of the scenarios to list (all when undefined) */
  features?: string;
}

function gameOf(id: string, games: readonly ExplainedGame[]): ExplainedGame {
  const game = games.find((g) => g.ruleIds.some((r) => r.id === id));
  if (game) return game;
  const all = games.flatMap((g) => g.ruleIds.map((r) => r.id));
  throw new UsageError(say("unknownRuleId", id, all), say("ruleIdsHint"));
}

const quoted = (text: string): string => `“${text}”`;

function optionLine(o: OptionInfo): string {
  const values = o.values.length > 0 ? o.values.join(" | ") : (o.type ?? "");
  return `  ${o.name}: ${values} = ${JSON.stringify(o.default)}  ${quoted(o.description)}`;
}

/** The values of an option that scenarios can be tagged with: an enumerated option's symbols, a
 *  bool's two, or (an int or text option) the default and whatever values the tags name. */
function valuesOf(o: OptionInfo, tags: readonly string[]): string[] {
  if (o.values.length > 0) return o.values;
  if (o.type === "bool") return ["false", "true"];
  const prefix = `@${o.name}=`;
  const tagged = tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  return [...new Set([String(o.default), ...tagged])].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** The words of an explanation, per language; the names (options, values, divergences) come from
 *  the game's files. */
interface ExplainWords {
  heading(id: string, game: string, section: string): string;
  /** a block of the rules file that implements the rule, as gameInfo names it */
  block(by: string, game: CompiledGame | undefined): string;
  noSection: string;
  summaries(rule: { summary: string }, ko: string | undefined): string[];
  implementedBy(by: readonly string[]): string;
  optionsHeading(any: boolean): string;
  option(o: OptionInfo, game: CompiledGame | undefined): string;
  value(o: OptionInfo, value: string, isDefault: boolean, scenarios: number, game: CompiledGame | undefined): string;
  divergencesHeading(any: boolean): string;
  tagged(id: string, count: number): string;
  status(passed: boolean): string;
  noMutationReport: string;
  noMutationRun(game: string): string;
  mutants(m: { mutants: number; killed: number; survived: number; noDifferenceInPlay: number }): string;
  noMutant: string;
  survivor: string;
}

const EN: ExplainWords = {
  heading: (id, game, section) => `${id} (${game}), rulebook section: ${section}`,
  block: (by) => by,
  noSection: "(no section noted)",
  summaries: (rule, ko) => [`  en: ${rule.summary}`, `  ko: ${ko ?? "(no Korean summary)"}`],
  implementedBy: (by) => `implemented by: ${by.length > 0 ? by.join(", ") : "nothing in the rules file"}`,
  optionsHeading: (any) => (any ? "options (each value with the scenarios tagged @option=value):" : "options: none"),
  option: optionLine,
  value: (_o, v, isDefault, n) => `   ${v}${isDefault ? " (default)" : ""}: ${n} scenario${n === 1 ? "" : "s"}`,
  divergencesHeading: (any) => (any ? "divergences:" : "divergences: none"),
  tagged: (id, n) => `scenarios tagged @${id}: ${n}${n === 0 ? " (UNCOVERED)" : ""}`,
  status: (passed) => (passed ? "passed" : "FAILED"),
  noMutationReport: "mutation: no report given (agon mutate --report FILE, then --mutation FILE)",
  noMutationRun: (game) => `mutation: the report has no run of ${game}`,
  mutants: (m) =>
    `mutation: ${m.mutants} mutants, ${m.killed} killed, ${m.survived} survived, ${m.noDifferenceInPlay} with no difference seen in play`,
  noMutant: "mutation: no mutant was made in a block that implements it",
  survivor: "survivor",
};

const koValue = (o: OptionInfo, v: string, game: CompiledGame | undefined): string =>
  game && o.values.length > 0 ? `${koreanOptionValue(game, o.name, v)} [${v}]` : v;

/** A block of the rules file in Korean: an option or a trigger by its Korean name beside the
 *  identifier, a check by its message (the rules file's own English words), a rule by its name. */
function koreanBlock(by: string, game: CompiledGame | undefined): string {
  const [, kind, rest] = by.match(/^(option|assert|invariant) (.+)$/) ?? [];
  if (kind === "option") return `옵션 "${game ? nameIn(game, "option", rest!, "ko") : rest}" [${rest}]`;
  if (kind === "assert") return `카드 파일의 검사 ${rest} (파일에 적힌 영어 문구)`;
  if (kind === "invariant") return `불변 조건 ${rest} (파일에 적힌 영어 문구)`;
  const trigger = game ? nameIn(game, "trigger", by, "ko") : by;
  return trigger === by ? `규칙 블록 ${by}` : `트리거 "${trigger}" [${by}]`;
}

const KO: ExplainWords = {
  heading: (id, game, section) => `${id} (${game}), 규칙서의 절: ${section}`,
  block: koreanBlock,
  noSection: "(절을 적어 두지 않았다)",
  summaries: (rule, ko) => [`  한글판 요약: ${ko ?? "(한국어 요약이 없다)"}`, `  영어판 요약: ${rule.summary}`],
  implementedBy: (by) => `규칙 파일에서 구현한 곳: ${by.length > 0 ? by.join(", ") : "없다"}`,
  optionsHeading: (any) => (any ? "옵션 (값마다, @옵션=값 태그가 붙은 시나리오):" : "옵션: 없다"),
  option: (o, game) =>
    `  ${game ? nameIn(game, "option", o.name, "ko") : o.name} [${o.name}]: ${o.values.length > 0 ? o.values.map((v) => koValue(o, v, game)).join(" | ") : (o.type ?? "")}`,
  value: (o, v, isDefault, n, game) => `   ${koValue(o, v, game)}${isDefault ? " (기본값)" : ""}: 시나리오 ${n}개`,
  divergencesHeading: (any) => (any ? "규칙서 사이에 갈리는 곳:" : "규칙서 사이에 갈리는 곳: 없다"),
  tagged: (id, n) => `@${id} 태그가 붙은 시나리오: ${n}개${n === 0 ? " (다루지 않은 규칙)" : ""}`,
  status: (passed) => (passed ? "통과" : "실패"),
  noMutationReport: "변이 시험: 보고서를 주지 않았다 (agon mutate --report FILE로 만든 뒤 --mutation FILE로 준다)",
  noMutationRun: (game) => `변이 시험: 보고서에 ${game}의 결과가 없다`,
  mutants: (m) =>
    `변이 시험: 변이 ${m.mutants}개 가운데 ${m.killed}개를 잡았고 ${m.survived}개가 살아남았다 (게임에서 차이가 보이지 않은 것 ${m.noDifferenceInPlay}개)`,
  noMutant: "변이 시험: 이 규칙을 구현한 블록에서 만든 변이가 없다",
  survivor: "살아남은 변이",
};

/** The divergences of a rule: those its notes list (rules/GAME.rulebook.json), where the Korean
 *  text differs or is silent, and those about an option that resolves it, each once. */
export function divergencesOfRule(game: ExplainedGame, id: string): DivergenceInfo[] {
  const noted = game.notes?.rules[id]?.divergences ?? [];
  const resolving = game.options.filter((o) => o.resolves.includes(id)).map((o) => o.name);
  const subjects = [...new Set([...noted, ...resolving])];
  return subjects.flatMap((subject) => game.divergences.filter((d) => d.subject === subject));
}

export async function explainRule(io: CliIo, input: ExplainInput): Promise<number> {
  const game = gameOf(input.id, input.games);
  const lang = input.lang ?? "en";
  const ko = lang === "ko";
  const words = ko ? KO : EN;
  // the Korean names of the options, their values and the divergences are the compiled game's
  const compiled = game.file !== undefined ? loadGame(game.file).game : undefined;
  const rule = game.ruleIds.find((r) => r.id === input.id)!;
  const note = game.notes?.rules[rule.id];
  const out: string[] = [];
  const sections = note ? (ko ? [note.section.ko, note.section.en] : [note.section.en, note.section.ko]) : [];
  const section = note ? sections.filter((s) => s !== undefined).join(" / ") : words.noSection;
  const title = ko && compiled ? nameIn(compiled, "game", game.name, "ko") : game.name;
  out.push(words.heading(rule.id, title, section));
  out.push(...words.summaries(rule, note?.ko));
  out.push(words.implementedBy((game.implemented[rule.id] ?? []).map((by) => words.block(by, compiled))));

  const options = game.options.filter((o) => o.resolves.includes(rule.id));
  const divergences = divergencesOfRule(game, rule.id);

  const suite = await openSuite(input.root, game.name);
  // `--features ko` lists only the Korean scenarios, as it runs only them in a whole run
  const scenarios = input.features === undefined ? suite.scenarios : suite.scenarios.filter((s) => s.language === input.features);
  const tagged = scenarios.filter((s) => s.tags.includes(`@${rule.id}`));
  /** the scenarios that play under one value of an option (tagged `@option=value`) */
  const under = (option: string, value: string) => scenarios.filter((s) => s.tags.includes(`@${option}=${value}`));
  const allTags = [...new Set(scenarios.flatMap((s) => s.tags))];
  const values = new Map(options.map((o) => [o.name, valuesOf(o, allTags)]));
  const wanted = [...new Set([...tagged, ...options.flatMap((o) => values.get(o.name)!.flatMap((v) => under(o.name, v)))])];
  const passed = await suite.runEach(
    join(input.root, "rules"),
    wanted.map((s) => s.index),
  );
  const line = (s: (typeof wanted)[number]) =>
    `    ${words.status(passed.get(s.index)?.passed === true)}  ${s.uri}:${s.line ?? ""}  ${s.name}`;

  out.push(words.optionsHeading(options.length > 0));
  for (const o of options) {
    out.push(words.option(o, compiled));
    for (const v of values.get(o.name)!) {
      const scenarios = under(o.name, v);
      out.push(words.value(o, v, v === String(o.default), scenarios.length, compiled));
      for (const s of scenarios) out.push(line(s));
    }
  }

  out.push(words.divergencesHeading(divergences.length > 0));
  if (compiled !== undefined)
    for (const d of divergences) out.push(...divergenceLines(compiled, d, game.notes?.divergences?.[d.subject], lang).map((l) => `  ${l}`));

  out.push(words.tagged(rule.id, tagged.length));
  for (const s of tagged) out.push(line(s));

  const mutation = input.mutation?.find((m) => m.game === game.name);
  if (!input.mutation) out.push(words.noMutationReport);
  else if (!mutation) out.push(words.noMutationRun(game.name));
  else {
    const m = mutation.byRuleId.find((r) => r.ruleId === rule.id);
    out.push(m ? words.mutants(m) : words.noMutant);
    const survivors = mutation.survivors.filter((s) => s.ruleIds.includes(rule.id));
    for (const s of survivors)
      out.push(`  ${words.survivor} ${s.file}:${s.line}:${s.column} ${s.operator}: ${quoted(s.original)} -> ${quoted(s.replacement)}`);
  }
  io.stdout(`${out.join("\n")}\n`);
  const failing = wanted.some((s) => !passed.get(s.index)?.passed);
  return failing ? EXIT_FAILURE : EXIT_OK;
}
