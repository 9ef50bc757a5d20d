// Plays a range of a simulation's games in this thread and keeps their figures.
import { AgonError, playGame, type Agent, type CompiledGame, type GameResult } from "../index.js";
import { makeAgent } from "../agents/kinds.js";
import { agentSeed, gameSeed } from "./seeds.js";
import { FailedGameError } from "./failed-game.js";
import { emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";
import { GameTally } from "./tally.js";
import { turnRuleOf } from "./turn-rule.js";
import { own } from "../interpreter/name-records.js";

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
      decide: (d, view) => {
        count(d.options.length + (d.optional ? 1 : 0));
        return agent.decide(d, view);
      },
      ...(fast ? { decideIndex: (n: number, optional: boolean) => (count(n + (optional ? 1 : 0)), fast(n, optional)) } : {}),
    };
  }
}

export class GamePlayer {
  private readonly turnRule: string | undefined;
  private readonly scoreVar: string | undefined;
  private readonly seatOf: Map<string, number>;

  constructor(
    private readonly game: CompiledGame,
    private readonly spec: SimulationSpec,
  ) {
    this.turnRule = turnRuleOf(game.program);
    this.scoreVar = game.program.game?.score?.name;
    this.seatOf = new Map(spec.players.map((name, seat) => [name, seat]));
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
    const counter = new DecisionCounter();
    for (let index = first; index < first + count; index++) {
      const tally = new GameTally(this.turnRule, this.scoreVar, this.seatOf);
      const agents = spec.agents.map((kind, seat) =>
        counter.wrap(makeAgent(kind, this.game, agentSeed(spec.seed, index, seat), spec.strategy)),
      );
      const result = this.playOne(index, tally, agents);
      let mask = 0;
      spec.players.forEach((name, seat) => {
        out.scores[seat]!.push(result.scores[name] ?? 0);
        if (result.winners.includes(name)) mask |= 1 << seat;
      });
      out.winners.push(mask);
      out.turns.push(tally.turns);
      out.leadChanges.push(tally.leadChanges);
      out.scoreTracked ||= tally.scoreTracked;
      for (const [id, n] of tally.ruleEvents) out.ruleEvents[id] = (own(out.ruleEvents, id) ?? 0) + n;
    }
    out.decisions = counter.decisions;
    out.forced = counter.forced;
    return out;
  }
}
