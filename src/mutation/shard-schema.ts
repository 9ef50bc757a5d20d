// The schema of `agon mutate --json --shard I/N` as `agon merge` reads it back: the fields the
// merge and the summary use, and the checks that the numbers agree (the results are the slice's
// count), so that a damaged file is refused by name and field. A mutant's result is checked here
// but kept as written: its keys stay in the order the single run prints them.
import { z } from "zod";
import { MUTATION_OPERATORS } from "./mutants.js";
import type { MutantResult } from "./run.js";

const count = z.number().int().nonnegative();
const positive = z.number().int().positive();

const resultShape = z.object({
  id: positive,
  operator: z.enum(MUTATION_OPERATORS),
  file: z.string(),
  line: positive,
  column: positive,
  start: count,
  end: count,
  original: z.string(),
  replacement: z.string(),
  ruleIds: z.array(z.string()),
  where: z.string(),
  status: z.enum(["killed", "survived", "no-difference-in-play", "stillborn"]),
  killedBy: z.string().optional(),
  runaway: z.literal(true).optional(),
  differsIn: z.object({ players: positive, seed: z.number().int() }).optional(),
  ms: count,
});

const mutantResult = z.unknown().transform((value, ctx): MutantResult => {
  const parsed = resultShape.safeParse(value);
  for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return value as MutantResult;
});

const limits = z.object({ steps: positive, decisions: positive });

const gameEntry = z.object({
  game: z.string().min(1),
  rulesFile: z.string(),
  seconds: z.number().nonnegative(),
  limits,
  results: z.array(mutantResult),
});

export const mutationShardSchema = z
  .object({
    format: z.literal("agon-mutation-shard/1"),
    seeds: positive,
    plan: z.array(z.string().min(1)),
    mutants: count,
    slice: z.object({ first: count, count }),
    shard: z.object({ index: positive, of: positive }),
    games: z.array(gameEntry),
  })
  .superRefine((json, ctx) => {
    const issue = (path: PropertyKey[], message: string): void => void ctx.addIssue({ code: "custom", path, message });
    const { first, count: size } = json.slice;
    if (json.shard.index > json.shard.of) issue(["shard"], `shard ${json.shard.index}/${json.shard.of} is not one of ${json.shard.of}`);
    if (first + size > json.mutants) issue(["slice"], `mutants ${first}..${first + size - 1} are not among the run's ${json.mutants}`);
    const results = json.games.reduce((n, game) => n + game.results.length, 0);
    if (results !== size) issue(["games"], `${results} results for the slice's ${size} mutants`);
    json.games.forEach((game, i) => {
      if (!json.plan.includes(game.game)) issue(["games", i, "game"], `${game.game} is not among the run's games (plan)`);
    });
  });

export type MutationShardInput = z.infer<typeof mutationShardSchema>;
