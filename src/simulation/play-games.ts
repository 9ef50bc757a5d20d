// Plays a range of a simulation's games in this thread and keeps their figures.
import { AgonError, playGame, type Agent, type CompiledGame, type GameResult } from "../index.js";
import { makeAgent } from "../agents/kinds.js";
import { agentSeed, gameSeed } from "./seeds.js";
import { FailedGameError } from "./failed-game.js";
import { emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";
import { GameTally, RuleCounts } from "./tally.js";
import { turnRuleOf } from "./turn-rule.js";
import { own } from "../interpreter/name-records.js";
import { direction } from "../interpreter/standings.js";

/** Counts the decisions an agent is asked and those with one legal answer, answering as it would. */
class DecisionCounter {
  decisions = 0;
  forced = 0;

  wrap(agent: Agent): Agent {
    const count = (options: number): void => {
      this.decisions++;
      if (options === 1) this.forced++;
    };
    const fast = agent.decideIndex?.bind(agent);
    return {
      name: agent.name,
      ...(agent.searches ? { searches: true } : {}),
      decide: (d, view, position) => {
        count(d.options.length + (d.optional ? 1 : 0));
        return agent.decide(d, view, position);
      },
      ...(fast ? { decideIndex: (n: number, optional: boolean) => (count(n + (optional ? 1 : 0)), fast(n, optional)) } : {}),
    };
  }
}

/** How far the winner's final score is from the best of the others, the way the game counts. */
function marginOf(finals: readonly number[], winner: number, sign: 1 | -1): number {
  const others = finals.filter((_, seat) => seat !== winner).map((x) => sign * x);
  return others.length ? Math.max(0, sign * finals[winner]! - Math.max(...others)) : 0;
}

export class GamePlayer {
  private readonly turnRule: string | undefined;
  private readonly scoreVar: string | undefined;
  private readonly seatOf: Map<string, number>;
  private readonly sign: 1 | -1;

  constructor(
    private readonly game: CompiledGame,
    private readonly spec: SimulationSpec,
  ) {
    this.turnRule = turnRuleOf(game.program);
    this.scoreVar = game.program.game?.score?.name;
    this.seatOf = new Map(spec.players.map((name, seat) => [name, seat]));
    this.sign = direction(game.standings);
  }

  /** A failed game names its index and seeds, so that `agon play` can show it. */
  private playOne(index: number, tally: GameTally, agents: Agent[]): GameResult {
    const seed = gameSeed(this.spec.seed, index);
    const players = this.spec.players.map((name) => ({ name }));
    try {
      return playGame(this.game, { players, seed, options: this.spec.options, eventSink: tally }, agents).result;
    } catch (error) {
      if (!(error instanceof AgonError)) throw error;
      const d = error.diagnostic;
      throw new FailedGameError({ ...d, message: `${d.message} (in game ${index} of the simulation, match seed ${seed})` }, index);
    }
  }

  /** Plays games first .. first + count - 1 of the run. */
  play(first: number, count: number): GameColumns {
    const { spec } = this;
    const out = emptyColumns(spec.players.length);
    const rules = new RuleCounts();
    for (let index = first; index < first + count; index++) {
      const counter = new DecisionCounter();
      const tally = new GameTally(this.turnRule, this.scoreVar, this.seatOf, this.sign, rules);
      const agents = spec.agents.map((kind, seat) => counter.wrap(makeAgent(kind, this.game, agentSeed(spec.seed, index, seat))));
      const result = this.playOne(index, tally, agents);
      let mask = 0;
      const finals: number[] = [];
      spec.players.forEach((name, seat) => {
        finals.push(result.scores[name] ?? 0);
        out.scores[seat]!.push(finals[seat]!);
        if (result.winners.includes(name)) mask |= 1 << seat;
      });
      out.winners.push(mask);
      out.turns.push(tally.turns);
      out.leadChanges.push(tally.leadChanges);
      const winner = result.winners.length === 1 ? this.seatOf.get(result.winners[0]!)! : -1;
      out.decisiveTurns.push(tally.decisiveTurn(winner));
      out.margins.push(winner < 0 ? 0 : marginOf(finals, winner, this.sign));
      for (const seat of tally.leaders) if (seat >= 0) out.leadTurns[seat]!++;
      out.scoreTracked ||= tally.scoreTracked;
      out.decisions.push(counter.decisions);
      out.forced.push(counter.forced);
    }
    for (const [id, n] of rules.byRule()) out.ruleEvents[id] = (own(out.ruleEvents, id) ?? 0) + n;
    return out;
  }
}
