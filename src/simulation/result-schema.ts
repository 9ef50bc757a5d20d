// The schema of `agon simulate --json` as `agon merge` reads it back: every field the merge and the
// summary use, and the checks that the numbers agree with each other (a slice's columns hold
// `slice.count` games, winners are seats that exist), so that a damaged file is refused by name
// and field rather than merged into wrong figures.
import { z } from "zod";
import { isAgentChoice } from "../agents/kinds.js";
import { shardRange } from "./shard.js";
import { refusePrototypeKeys } from "../cli/prototype-keys.js";
import { DEFAULT_STEP_BUDGET, MAX_INT } from "../interpreter/limits.js";

const count = z.number().int().nonnegative();
/** What one game can count (turns, decisions): each takes a step of the simulation's step budget. */
const perGameCount = count.max(DEFAULT_STEP_BUDGET, `at most ${DEFAULT_STEP_BUDGET} (the step budget of a game)`);
/** A count over the games of a slice: a safe integer. */
const sliceCount = count.max(MAX_INT, `at most ${MAX_INT}`);
/** A score is an int of the rules: a safe integer. */
const score = z.number().int().min(-MAX_INT).max(MAX_INT, `at most ${MAX_INT} (the largest int)`);

const columns = z.object({
  scores: z.array(z.array(score)),
  winners: z.array(z.number().int()),
  turns: z.array(perGameCount),
  leadChanges: z.array(perGameCount),
  decisiveTurns: z.array(perGameCount),
  margins: z.array(
    z
      .number()
      .int()
      .nonnegative()
      .max(2 * MAX_INT, "at most twice the largest int"),
  ),
  leadTurns: z.array(sliceCount),
  decisions: z.array(perGameCount),
  forced: z.array(perGameCount),
  ruleEvents: z.record(z.string(), sliceCount),
  scoreTracked: z.boolean(),
});

export const simulationJsonSchema = z
  .object({
    format: z.literal("agon-simulation/1"),
    rules: z.string(),
    game: z.string().min(1),
    players: z.array(z.string().min(1)).min(1),
    agents: z.array(z.string().refine(isAgentChoice, { message: "not an agent (a kind such as random, heuristic, ismcts:ms=50)" })),
    options: z
      .unknown()
      .superRefine(refusePrototypeKeys("option"))
      .pipe(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    seed: z.number().int().nonnegative().max(MAX_INT),
    games: z.number().int().positive().max(MAX_INT),
    slice: z.object({ first: count, count }),
    shard: z.object({ index: z.number().int().positive(), of: z.number().int().positive() }).optional(),
    summary: z.object({ turnRule: z.string().nullable() }),
    perGame: columns,
  })
  .superRefine((json, ctx) => {
    const issue = (path: PropertyKey[], message: string): void => void ctx.addIssue({ code: "custom", path, message });
    const seats = json.players.length;
    const { first, count: games } = json.slice;
    if (json.agents.length !== seats) issue(["agents"], `${json.agents.length} agents for ${seats} players`);
    if (first + games > json.games) issue(["slice"], `games ${first}..${first + games - 1} are not among the run's ${json.games} games`);
    json.perGame.forced.forEach((n, game) => {
      if (n > (json.perGame.decisions[game] ?? 0)) issue(["perGame", "forced", game], "more forced decisions than decisions");
    });
    // the tally's own bounds: a lead changes, and a game is decided, at the end of a turn
    const turns = json.perGame.turns;
    json.perGame.leadChanges.forEach((n, game) => {
      if (n > (turns[game] ?? 0)) issue(["perGame", "leadChanges", game], `more lead changes than the game's ${turns[game] ?? 0} turns`);
    });
    json.perGame.decisiveTurns.forEach((n, game) => {
      if (n > (turns[game] ?? 0))
        issue(["perGame", "decisiveTurns", game], `turn ${n} is after the game's last turn (${turns[game] ?? 0})`);
    });
    const turnsPlayed = turns.reduce((a, b) => a + b, 0);
    json.perGame.leadTurns.forEach((n, seat) => {
      if (n > turnsPlayed) issue(["perGame", "leadTurns", seat], `more turns in the lead than the slice's ${turnsPlayed} turns`);
    });
    if (json.perGame.scores.length !== seats)
      issue(["perGame", "scores"], `${json.perGame.scores.length} score columns for ${seats} players`);
    json.perGame.scores.forEach((column, seat) => {
      if (column.length !== games) issue(["perGame", "scores", seat], `${column.length} scores for the slice's ${games} games`);
    });
    if (json.perGame.leadTurns.length !== seats)
      issue(["perGame", "leadTurns"], `${json.perGame.leadTurns.length} lead counts for ${seats} players`);
    for (const key of ["winners", "turns", "leadChanges", "decisiveTurns", "margins", "decisions", "forced"] as const) {
      if (json.perGame[key].length !== games) issue(["perGame", key], `${json.perGame[key].length} entries for the slice's ${games} games`);
    }
    json.perGame.winners.forEach((mask, game) => {
      if (mask < 0 ? seats < 32 : mask >= 2 ** seats)
        issue(["perGame", "winners", game], `the winner mask ${mask} names a seat beyond the ${seats} players`);
    });
    if (json.shard !== undefined) {
      const { index, of } = json.shard;
      const expected = index > of ? undefined : shardRange(json.games, index, of);
      if (expected === undefined) issue(["shard"], `shard ${index}/${of} is not one of ${of}`);
      else if (expected.first !== first || expected.count !== games)
        issue(
          ["slice"],
          `shard ${index}/${of} of ${json.games} games is games ${expected.first}..${expected.first + expected.count - 1}, not ${first}..${first + games - 1}`,
        );
    }
  });

export type SimulationJsonInput = z.infer<typeof simulationJsonSchema>;
