// The shape of a strategy file (see preference-agent.ts), and whether a strategy fits a game: a
// strategy written for another game names zones this one does not have.
import { z } from "zod";
import type { CompiledGame } from "../index.js";
import type { Strategy, ViewRef } from "./preference-agent.js";

const viewRef = z.strictObject({ zone: z.string().min(1), attribute: z.string().min(1) });

const term = z.union([
  z.strictObject({ attribute: z.string().min(1), key: viewRef.optional() }),
  z.strictObject({ equals: viewRef, times: viewRef.optional(), weight: z.number().finite().optional() }),
  z.strictObject({ best: z.enum(["min", "max"]), of: viewRef }),
]);

export const strategySchema: z.ZodType<Strategy> = z.object({
  about: z.string().optional(),
  prefer: z.array(z.strictObject({ label: z.string().min(1), by: z.union([term, z.array(term).min(1)]), order: z.enum(["asc", "desc"]) })),
});

function viewRefs(strategy: Strategy): ViewRef[] {
  return strategy.prefer
    .flatMap((p) => (Array.isArray(p.by) ? p.by : [p.by]))
    .flatMap((t): ViewRef[] => {
      if ("best" in t) return [t.of];
      if ("equals" in t) return t.times ? [t.equals, t.times] : [t.equals];
      return t.key ? [t.key] : [];
    });
}

/** The first zone the strategy reads that the game lacks, as "prefer[i]" wording for a message. */
export function zoneTheGameLacks(strategy: Strategy, game: CompiledGame): string | undefined {
  return viewRefs(strategy)
    .map((ref) => ref.zone.replace(/\[me\]$/, ""))
    .find((zone) => !game.zoneByName.has(zone));
}
