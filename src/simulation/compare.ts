// Two simulations side by side. Both play the same seeds, so game i under the base rules and game
// i under the variant are a pair: each figure's difference (variant minus base) is tested paired
// (McNemar for win indicators, the paired t-test for means), with a 95% interval and an effect
// size, and the p-values are adjusted together (Holm), since many figures are tested at once.
import { clusteredShare, pairedClusteredShares } from "./clustered.js";
import { holm, mcNemar, pairedT, type PairedTest } from "./paired.js";
import { mean } from "./stats.js";
import { summaryOf, type SimulationResult } from "./result.js";

export interface ComparedFigure {
  figure: string;
  base: number;
  variant: number;
  difference: number;
  /** the test's name, or why the figure is not tested */
  test: string;
  /** missing for a figure shown without a test */
  p?: number;
  /** Holm-adjusted over every tested figure */
  pAdjusted?: number;
  interval?: { low: number; high: number };
  effect?: { name: string; value: number };
  significant: boolean;
}

export interface Comparison {
  games: number;
  /** games whose winners differ between the two rules files */
  gamesWithOtherWinners: number;
  figures: ComparedFigure[];
}

const LEVEL = 0.05;

function tested(name: string, base: number, variant: number, t: PairedTest): ComparedFigure {
  return {
    figure: name,
    base,
    variant,
    difference: t.difference,
    test: t.test,
    p: t.p,
    interval: t.interval,
    effect: t.effect,
    significant: false,
  };
}

function winner(mask: number, seat: number): boolean {
  return (mask & (1 << seat)) !== 0;
}

/** How far the winner's score is from the mean of the table, per game. */
function margins(r: SimulationResult): number[] {
  return r.columns.winners.map((_, g) => {
    const scores = r.columns.scores.map((col) => col[g]!);
    return Math.max(...scores) - mean(scores);
  });
}

export function compareResults(base: SimulationResult, variant: SimulationResult): Comparison {
  const a = base.columns;
  const b = variant.columns;
  const games = a.winners.length;
  if (games !== b.winners.length || base.spec.seed !== variant.spec.seed || base.spec.first !== variant.spec.first) {
    throw new Error("compare needs the same games (seeds) under both rules files");
  }
  const figures: ComparedFigure[] = [];
  base.spec.players.forEach((player, seat) => {
    const won1 = a.winners.map((mask) => winner(mask, seat));
    const won2 = b.winners.map((mask) => winner(mask, seat));
    figures.push(
      tested(`${player} win rate`, won1.filter(Boolean).length / games, won2.filter(Boolean).length / games, mcNemar(won1, won2)),
    );
    figures.push(tested(`${player} mean score`, mean(a.scores[seat]!), mean(b.scores[seat]!), pairedT(a.scores[seat]!, b.scores[seat]!)));
  });
  figures.push(tested("game length (mean turns)", mean(a.turns), mean(b.turns), pairedT(a.turns, b.turns)));
  if (a.scoreTracked || b.scoreTracked) {
    figures.push(tested("lead changes (mean)", mean(a.leadChanges), mean(b.leadChanges), pairedT(a.leadChanges, b.leadChanges)));
  }
  figures.push(tested("winner's margin over the next best (mean)", mean(a.margins), mean(b.margins), pairedT(a.margins, b.margins)));
  figures.push(
    tested("winner's lead over the table mean", mean(margins(base)), mean(margins(variant)), pairedT(margins(base), margins(variant))),
  );
  // the decisions of one game are not independent: their share is tested with games as the unit
  const forced = pairedClusteredShares({ hits: a.forced, trials: a.decisions }, { hits: b.forced, trials: b.decisions });
  figures.push(
    tested(
      "decisions with one legal answer",
      clusteredShare(a.forced, a.decisions).share,
      clusteredShare(b.forced, b.decisions).share,
      forced,
    ),
  );

  const testedFigures = figures.filter((f) => f.p !== undefined);
  const adjusted = holm(testedFigures.map((f) => f.p!));
  testedFigures.forEach((f, i) => {
    f.pAdjusted = adjusted[i]!;
    f.significant = adjusted[i]! < LEVEL;
  });
  const gamesWithOtherWinners = a.winners.filter((mask, g) => mask !== b.winners[g]).length;
  return { games, gamesWithOtherWinners, figures };
}

export function compareSummaries(
  base: SimulationResult,
  variant: SimulationResult,
): { base: ReturnType<typeof summaryOf>; variant: ReturnType<typeof summaryOf> } {
  return { base: summaryOf(base), variant: summaryOf(variant) };
}
