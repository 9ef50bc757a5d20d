// Two simulations side by side: each figure, the difference (second minus first) and whether it is
// statistically significant at the 5% level (two-proportion z-test for rates, Welch's t-test for means).
import { mean, twoProportionZ, welch, type TestResult } from "./stats.js";
import { summaryOf, type SimulationResult } from "./result.js";
import { winsOf } from "./summary.js";

export interface ComparedFigure {
  figure: string;
  base: number;
  variant: number;
  difference: number;
  test: string;
  p: number;
  significant: boolean;
}

const LEVEL = 0.05;

function figure(name: string, base: number, variant: number, t: TestResult): ComparedFigure {
  return { figure: name, base, variant, difference: variant - base, test: t.test, p: t.p, significant: t.p < LEVEL };
}

export function compareResults(base: SimulationResult, variant: SimulationResult): ComparedFigure[] {
  const a = base.columns;
  const b = variant.columns;
  const n1 = a.winners.length;
  const n2 = b.winners.length;
  const out: ComparedFigure[] = [];
  base.spec.players.forEach((player, seat) => {
    const w1 = winsOf(a, seat);
    const w2 = winsOf(b, seat);
    out.push(figure(`${player} win rate`, w1 / n1, w2 / n2, twoProportionZ(w1, n1, w2, n2)));
    out.push(figure(`${player} mean score`, mean(a.scores[seat]!), mean(b.scores[seat]!), welch(a.scores[seat]!, b.scores[seat]!)));
  });
  out.push(figure("game length (mean turns)", mean(a.turns), mean(b.turns), welch(a.turns, b.turns)));
  if (a.scoreTracked || b.scoreTracked) {
    out.push(figure("lead changes (mean)", mean(a.leadChanges), mean(b.leadChanges), welch(a.leadChanges, b.leadChanges)));
  }
  out.push(figure("decisions with one legal answer", a.forced / a.decisions, b.forced / b.decisions, twoProportionZ(a.forced, a.decisions, b.forced, b.decisions)));
  // the spread of the game's outcome: how far the winner's score is from the mean of the table
  const margin = (r: SimulationResult): number[] => r.columns.winners.map((_, g) => {
    const scores = r.columns.scores.map((col) => col[g]!);
    return Math.max(...scores) - mean(scores);
  });
  out.push(figure("winner's lead over the table mean", mean(margin(base)), mean(margin(variant)), welch(margin(base), margin(variant))));
  return out;
}

export function compareSummaries(base: SimulationResult, variant: SimulationResult): { base: ReturnType<typeof summaryOf>; variant: ReturnType<typeof summaryOf> } {
  return { base: summaryOf(base), variant: summaryOf(variant) };
}
