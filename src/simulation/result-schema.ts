// The schema of `agon simulate --json` as `agon merge` reads it back: every field the merge and the
// summary use, and the checks that the numbers agree with each other (a slice's columns hold
// `slice.count` games, winners are seats that exist), so that a damaged file is refused by name
// and field rather than merged into wrong figures.
import { z } from "zod";
import { isAgentChoice } from "../agents/kinds.js";
import { shardRange } from "./shard.js";

const count = z.number().int().nonnegative();

const columns = z.object({
  scores: z.array(z.array(z.number().finite())),
  winners: z.array(z.number().int()),
  turns: z.array(count),
  leadChanges: z.array(count),
  decisiveTurns: z.array(count),
  margins: z.array(z.number().finite().nonnegative()),
  leadTurns: z.array(count),
  decisions: z.array(count),
  forced: z.array(count),
  ruleEvents: z.record(z.string(), count),
  scoreTracked: z.boolean(),
});

export const simulationJsonSchema = z
  .object({
    format: z.literal("agon-simulation/1"),
    rules: z.string(),
    game: z.string().min(1),
    players: z.array(z.string().min(1)).min(1),
    agents: z.array(z.string().refine(isAgentChoice, { message: "not an agent (a kind such as random, heuristic, ismcts:ms=50)" })),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    seed: z.number().int(),
    games: z.number().int().positive(),
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
