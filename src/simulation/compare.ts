// Two simulations side by side. Both play the same seeds, so game i under the base rules and game
// i under the variant are a pair: each figure's difference (variant minus base) is tested paired
// (McNemar for win indicators, the paired t-test for means), with a 95% interval and an effect
// size, and the p-values are adjusted together (Holm), since many figures are tested at once; each
// interval is at the level Holm tests its figure at, so that it agrees with the verdict beside it.
import { clusteredShare, pairedClusteredShares } from "./clustered.js";
import { holm, holmLevels, mcNemar, pairedT, type PairedTest } from "./paired.js";
import { mean } from "./stats.js";
import { summaryOf, type SimulationResult } from "./result.js";
import { leadChangesPerTransition, sharesOf } from "./summary.js";
import { badArgument } from "../interpreter/api-checks.js";

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
  /** the interval of the difference at the level Holm tests this figure at (see intervalLevel) */
  interval?: { low: number; high: number };
  /** what the interval is: "Holm-adjusted 95% (at 99.6% for this figure)" */
  intervalLevel?: string;
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

/** each tested figure's test, for its interval at the level Holm gives it */
const testOf = new WeakMap<ComparedFigure, PairedTest>();

function tested(name: string, base: number, variant: number, t: PairedTest): ComparedFigure {
  const figure: ComparedFigure = {
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
  testOf.set(figure, t);
  return figure;
}

/** Two results are compared only when they differ in their rules alone: the same games (seeds),
 *  players, agents and options. */
function refuseMismatched(base: SimulationResult, variant: SimulationResult): void {
  const a = base.spec;
  const b = variant.spec;
  const refuse = (what: string) => {
    throw badArgument("compareResults", `the two results must differ in their rules alone, but ${what}`);
  };
  if (a.players.length !== b.players.length) refuse(`the base has ${a.players.length} players and the variant ${b.players.length} players`);
  if (a.players.join("\n") !== b.players.join("\n")) refuse(`their players are ${a.players.join(", ")} and ${b.players.join(", ")}`);
  if (a.agents.join("\n") !== b.agents.join("\n")) refuse(`their agents are ${a.agents.join(", ")} and ${b.agents.join(", ")}`);
  const options = (o: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  if (options(a.options) !== options(b.options)) refuse(`their options are ${options(a.options)} and ${options(b.options)}`);
  const games = base.columns.winners.length;
  if (games !== variant.columns.winners.length || a.seed !== b.seed || a.first !== b.first)
    throw badArgument("compareResults", "compare needs the same games (seeds) under both rules files");
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
  refuseMismatched(base, variant);
  const games = a.winners.length;
  const figures: ComparedFigure[] = [];
  base.spec.players.forEach((player, seat) => {
    const won1 = a.winners.map((mask) => winner(mask, seat));
    const won2 = b.winners.map((mask) => winner(mask, seat));
    figures.push(
      tested(
        `${player} win rate (a shared win counts for each winner)`,
        won1.filter(Boolean).length / games,
        won2.filter(Boolean).length / games,
        mcNemar(won1, won2),
      ),
    );
    const share1 = sharesOf(a, seat);
    const share2 = sharesOf(b, seat);
    figures.push(tested(`${player} win share (a shared win split among its winners)`, mean(share1), mean(share2), pairedT(share1, share2)));
    figures.push(tested(`${player} mean score`, mean(a.scores[seat]!), mean(b.scores[seat]!), pairedT(a.scores[seat]!, b.scores[seat]!)));
  });
  figures.push(tested("game length (mean turns)", mean(a.turns), mean(b.turns), pairedT(a.turns, b.turns)));
  if (a.scoreTracked || b.scoreTracked) {
    // per game, a variant of shorter games reads as less dramatic even when its lead changes more
    // often per turn: both are shown
    figures.push(tested("lead changes per game (mean)", mean(a.leadChanges), mean(b.leadChanges), pairedT(a.leadChanges, b.leadChanges)));
    const rateA = leadChangesPerTransition(a);
    const rateB = leadChangesPerTransition(b);
    figures.push(tested("lead changes per turn transition (mean over games)", mean(rateA), mean(rateB), pairedT(rateA, rateB)));
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
  const levels = holmLevels(
    testedFigures.map((f) => f.p!),
    LEVEL,
  );
  testedFigures.forEach((f, i) => {
    f.pAdjusted = adjusted[i]!;
    f.significant = adjusted[i]! < LEVEL;
    f.interval = testOf.get(f)!.intervalAt(levels[i]!);
    f.intervalLevel = `Holm-adjusted ${100 * (1 - LEVEL)}% (at ${(100 * (1 - levels[i]!)).toFixed(2)}% for this figure)`;
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
