// `agon conform --explain ID`: everything the project knows of one rule ID, in one place: its
// summary in English and Korean and the rulebook section it comes from, what implements it, the
// options and divergences that touch it, the scenarios tagged with it (run now, each on its own),
// and, given a mutation report, how its mutants fared.
import { join } from "node:path";
import type { DivergenceInfo, OptionInfo } from "../index.js";
import { openSuite } from "../mutation/suite.js";
import type { GameMutationReport } from "../mutation/report-schema.js";
import type { RuleNotes } from "../conformance/rule-notes.js";
import { didYouMean } from "./did-you-mean.js";
import { EXIT_FAILURE, EXIT_OK, UsageError } from "./errors.js";
import type { CliIo } from "./io.js";

export interface ExplainedGame {
  name: string;
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
}

function gameOf(id: string, games: readonly ExplainedGame[]): ExplainedGame {
  const game = games.find((g) => g.ruleIds.some((r) => r.id === id));
  if (game) return game;
  const all = games.flatMap((g) => g.ruleIds.map((r) => r.id));
  throw new UsageError(`no rule ID ${id} in any game's rulebook${didYouMean(id, all)}`, "the rule IDs are listed by `agon conform`");
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

export async function explainRule(io: CliIo, input: ExplainInput): Promise<number> {
  const game = gameOf(input.id, input.games);
  const rule = game.ruleIds.find((r) => r.id === input.id)!;
  const note = game.notes?.rules[rule.id];
  const out: string[] = [];
  const section = note ? [note.section.en, note.section.ko].filter((s) => s !== undefined).join(" / ") : "(no section noted)";
  out.push(`${rule.id} (${game.name}), rulebook section: ${section}`);
  out.push(`  en: ${rule.summary}`);
  out.push(`  ko: ${note?.ko ?? "(no Korean summary)"}`);
  const by = game.implemented[rule.id] ?? [];
  out.push(`implemented by: ${by.length > 0 ? by.join(", ") : "nothing in the rules file"}`);

  const options = game.options.filter((o) => o.resolves.includes(rule.id));
  // a divergence touches the rule when it is about an option that resolves it
  const divergences = game.divergences.filter((d) => options.some((o) => o.name === d.subject));

  const suite = await openSuite(input.root, game.name);
  const tagged = suite.scenarios.filter((s) => s.tags.includes(`@${rule.id}`));
  /** the scenarios that play under one value of an option (tagged `@option=value`) */
  const under = (option: string, value: string) => suite.scenarios.filter((s) => s.tags.includes(`@${option}=${value}`));
  const allTags = [...new Set(suite.scenarios.flatMap((s) => s.tags))];
  const values = new Map(options.map((o) => [o.name, valuesOf(o, allTags)]));
  const wanted = [...new Set([...tagged, ...options.flatMap((o) => values.get(o.name)!.flatMap((v) => under(o.name, v)))])];
  const passed = await suite.runEach(
    join(input.root, "rules"),
    wanted.map((s) => s.index),
  );
  const line = (s: (typeof wanted)[number]) =>
    `    ${passed.get(s.index)?.passed ? "passed" : "FAILED"}  ${s.uri}:${s.line ?? ""}  ${s.name}`;

  out.push(options.length > 0 ? "options (each value with the scenarios tagged @option=value):" : "options: none");
  for (const o of options) {
    out.push(optionLine(o));
    for (const v of values.get(o.name)!) {
      const scenarios = under(o.name, v);
      out.push(`   ${v}${v === String(o.default) ? " (default)" : ""}: ${scenarios.length} scenario${scenarios.length === 1 ? "" : "s"}`);
      for (const s of scenarios) out.push(line(s));
    }
  }

  out.push(divergences.length > 0 ? "divergences:" : "divergences: none");
  for (const d of divergences) {
    out.push(`  ${d.subject}: ${d.summary}${d.default !== undefined ? ` (default ${d.default})` : ""}`);
    for (const r of d.readings) out.push(`   ${r.book} reads ${r.value ?? "nothing (silent)"}: ${quoted(r.text)}`);
  }

  out.push(`scenarios tagged @${rule.id}: ${tagged.length}${tagged.length === 0 ? " (UNCOVERED)" : ""}`);
  for (const s of tagged) out.push(line(s));

  const mutation = input.mutation?.find((m) => m.game === game.name);
  if (!input.mutation) out.push("mutation: no report given (agon mutate --report FILE, then --mutation FILE)");
  else if (!mutation) out.push(`mutation: the report has no run of ${game.name}`);
  else {
    const m = mutation.byRuleId.find((r) => r.ruleId === rule.id);
    out.push(
      m
        ? `mutation: ${m.mutants} mutants, ${m.killed} killed, ${m.survived} survived, ${m.noDifferenceInPlay} with no difference seen in play`
        : "mutation: no mutant was made in a block that implements it",
    );
    const survivors = mutation.survivors.filter((s) => s.ruleIds.includes(rule.id));
    for (const s of survivors)
      out.push(`  survivor ${s.file}:${s.line}:${s.column} ${s.operator}: ${quoted(s.original)} -> ${quoted(s.replacement)}`);
  }
  io.stdout(`${out.join("\n")}\n`);
  const failing = wanted.some((s) => !passed.get(s.index)?.passed);
  return failing ? EXIT_FAILURE : EXIT_OK;
}
