// The shape of the file `agon mutate --report FILE` writes, as `agon conform --mutation FILE`
// reads it back: per game, the figures per rule ID and every survivor.
import { z } from "zod";

const count = z.number().int().nonnegative();

const mutantRecord = z.object({
  file: z.string(),
  line: z.number().int().positive(),
  column: z.number().int().positive(),
  operator: z.string(),
  original: z.string(),
  replacement: z.string(),
  ruleIds: z.array(z.string()),
  where: z.string(),
});

export const mutationReportSchema = z.object({
  seeds: count,
  games: z.array(
    z.object({
      game: z.string().min(1),
      rulesFile: z.string(),
      seconds: z.number().nonnegative(),
      mutants: count,
      killed: count,
      survived: count,
      noDifferenceInPlay: count,
      byRuleId: z.array(z.object({ ruleId: z.string(), mutants: count, killed: count, survived: count, noDifferenceInPlay: count })),
      survivors: z.array(mutantRecord),
      likelyEquivalent: z.array(mutantRecord),
    }),
  ),
});

export type MutationReport = z.infer<typeof mutationReportSchema>;
export type GameMutationReport = MutationReport["games"][number];
