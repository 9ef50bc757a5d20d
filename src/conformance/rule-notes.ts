// What the project says of each rule ID besides the rules file's English summary: the summary in
// Korean and the section of the rulebook the rule comes from. They live beside the rules file, in
// `rules/GAME.rulebook.json` (a data file, so that the rules stay the rules), checked here against
// its schema; test/conformance/rule-notes.test.ts checks that every rule ID of every game has both.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { z } from "zod";

const nonEmpty = z.string().trim().min(1);

const ruleNote = z.strictObject({
  /** the summary in Korean, in the project's own words */
  ko: nonEmpty,
  /** the declared divergences the Korean text differs on or is silent about here, which the
   *  summary states the Korean reading of (the page shows them beside it) */
  divergences: z.array(nonEmpty).optional(),
  /** the rulebook's section heading the rule comes from, in each rulebook's language */
  section: z.strictObject({ en: nonEmpty, ko: nonEmpty.optional() }),
});

const divergenceNote = z.strictObject({
  /** the divergence's short question in Korean: its title wherever it is named (the CLI, the
   *  conformance page, the features' comments) */
  title: nonEmpty,
  /** what the books say to the question, in Korean */
  ko: nonEmpty,
  /** book -> what that book reads, in Korean (beside its own words, quoted in the rules file) */
  readings: z.record(z.string(), nonEmpty),
});

export const ruleNotesSchema = z.strictObject({
  $schema: z.string().optional(),
  /** the rule-ID prefix of the game's `rulebook` block */
  rulebook: nonEmpty,
  /** the rulebook each language's section names are taken from */
  sources: z.record(z.string(), nonEmpty),
  rules: z.record(z.string(), ruleNote),
  /** the game's divergences in Korean, by subject (`agon divergences --lang ko`) */
  divergences: z.record(z.string(), divergenceNote).optional(),
  /** each option's description in Korean, by name (`agon options --lang ko`) */
  options: z.record(z.string(), nonEmpty).optional(),
});

export type DivergenceNote = z.infer<typeof divergenceNote>;

export type RuleNote = z.infer<typeof ruleNote>;
export type RuleNotes = z.infer<typeof ruleNotesSchema>;

export class RuleNotesError extends Error {}

/** The notes file of a rules file: `rules/GAME.agon` -> `rules/GAME.rulebook.json`. */
export function ruleNotesPath(rulesFile: string): string {
  return join(dirname(rulesFile), `${basename(rulesFile, ".agon")}.rulebook.json`);
}

/** The notes of a rules file's game, or undefined when it has none. */
export function readRuleNotes(rulesFile: string): RuleNotes | undefined {
  const path = ruleNotesPath(rulesFile);
  if (!existsSync(path)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new RuleNotesError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ruleNotesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuleNotesError(`${path}: ${issue.path.join(".") || "the top level"}: ${issue.message}`);
  }
  return parsed.data;
}

/** What is wrong between a game's rule IDs and its notes: IDs without notes, notes of no ID. */
export function ruleNotesProblems(ruleIds: readonly string[], notes: RuleNotes | undefined): string[] {
  if (!notes) return ruleIds.length === 0 ? [] : ["no rulebook notes file"];
  const missing = ruleIds.filter((id) => !Object.hasOwn(notes.rules, id)).map((id) => `${id} has no Korean summary and section`);
  const stray = Object.keys(notes.rules)
    .filter((id) => !ruleIds.includes(id))
    .map((id) => `${id} is not a rule ID of the game's rulebook`);
  return [...missing, ...stray];
}
