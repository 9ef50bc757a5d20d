// Plays a range of a simulation's games in this thread and keeps their figures.
import { AgonError, type Agent, type CompiledGame, type GameResult } from "../index.js";
import { seatAgent } from "../agents/kinds.js";
import { GameRunner } from "../interpreter/match.js";
import { agentSeed, gameSeed } from "./seeds.js";
import { FailedGameError } from "./failed-game.js";
import { emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";
import { GameTally, RuleCounts } from "./tally.js";
import { turnRuleOf } from "./turn-rule.js";
import { own } from "../interpreter/name-records.js";
import { direction } from "../interpreter/standings.js";
import { ANSWER_ON_STATE, stateAnswerOf } from "../interpreter/state-answers.js";
import type { Decider } from "../interpreter/runtime.js";

/** The seats' agents for every game a worker plays, made once (kinds.ts seatAgent) and started on
 *  each game's seeds; they answer as the game's agent would and count the decisions asked and
 *  those with one legal answer. */
class SeatAgents {
  decisions = 0;
  forced = 0;
  readonly agents: Agent[];
  private readonly current: Agent[];

  constructor(
    private readonly starters: ((seed: number) => Agent)[],
    seeds: (seat: number) => number,
  ) {
    this.current = starters.map((start, seat) => start(seeds(seat)));
    this.agents = this.current.map((first, seat) => this.wrap(first, seat));
  }

  /** Starts every seat on the game whose agent seeds `seeds` gives. */
  start(seeds: (seat: number) => number): void {
    for (let seat = 0; seat < this.starters.length; seat++) this.current[seat] = this.starters[seat]!(seeds(seat));
    this.decisions = 0;
    this.forced = 0;
  }

  /** A seat's agent, of the shape of its kind's agents (`first`): it asks the current one. */
  private wrap(first: Agent, seat: number): Agent {
    const current = this.current;
    const count = (options: number): void => {
      this.decisions++;
      if (options === 1) this.forced++;
    };
    return {
      get name() {
        return current[seat]!.name;
      },
      ...(first.searches ? { searches: true } : {}),
      decide: (d, view, position) => {
        count(d.options.length + (d.optional ? 1 : 0));
        return current[seat]!.decide(d, view, position);
      },
      ...(stateAnswerOf(first)
        ? {
            [ANSWER_ON_STATE]: ((rt, player, items, spec) => {
              count(items.length + (spec.optional ? 1 : 0));
              return stateAnswerOf(current[seat]!)!(rt, player, items, spec);
            }) satisfies Decider,
          }
        : {}),
      ...(first.decideIndex
        ? {
            decideIndex: (n: number, optional: boolean) => {
              count(n + (optional ? 1 : 0));
              return current[seat]!.decideIndex!(n, optional);
            },
          }
        : {}),
    };
  }
}

/** How far the winner's final score is from the best of the others, the way the game counts. */
function marginOf(finals: readonly number[], winner: number, sign: 1 | -1): number {
  let next = -Infinity;
  for (let seat = 0; seat < finals.length; seat++) if (seat !== winner && sign * finals[seat]! > next) next = sign * finals[seat]!;
  return next === -Infinity ? 0 : Math.max(0, sign * finals[winner]! - next);
}

/** Plays a worker's games on one state (GameRunner), one agent per seat and one tally. */
export class GamePlayer {
  private readonly turnRule: string | undefined;
  private readonly scoreVar: string | undefined;
  private readonly seatOf: Map<string, number>;
  private readonly sign: 1 | -1;
  private readonly rules = new RuleCounts();
  private readonly tally: GameTally;
  /** made at the first game, so that what it refuses is reported as that game's failure */
  private runner: { seats: SeatAgents; games: GameRunner } | undefined;

  constructor(
    private readonly game: CompiledGame,
    private readonly spec: SimulationSpec,
  ) {
    this.turnRule = turnRuleOf(game.program);
    this.scoreVar = game.program.game?.score?.name;
    this.seatOf = new Map(spec.players.map((name, seat) => [name, seat]));
    this.sign = direction(game.standings);
    this.tally = new GameTally(this.turnRule, this.scoreVar, this.seatOf, this.sign, this.rules);
  }

  private runnerFor(index: number): { seats: SeatAgents; games: GameRunner } {
    const { spec } = this;
    const seats = new SeatAgents(
      spec.agents.map((kind) => seatAgent(kind, this.game)),
      (seat) => agentSeed(spec.seed, index, seat),
    );
    const players = spec.players.map((name) => ({ name }));
    const config = { players, seed: gameSeed(spec.seed, index), options: spec.options };
    return { seats, games: new GameRunner(this.game, config, seats.agents, this.tally) };
  }

  /** A failed game names its index and seeds, so that `agon play` can show it. */
  private playOne(index: number): { result: GameResult; seats: SeatAgents } {
    const seed = gameSeed(this.spec.seed, index);
    try {
      if (this.runner) this.runner.seats.start((seat) => agentSeed(this.spec.seed, index, seat));
      else this.runner = this.runnerFor(index);
      this.tally.reset();
      return { result: this.runner.games.play(seed), seats: this.runner.seats };
    } catch (error) {
      if (!(error instanceof AgonError)) throw error;
      const d = error.diagnostic;
      throw new FailedGameError({ ...d, message: `${d.message} (in game ${index} of the simulation, match seed ${seed})` }, index);
    }
  }

  /** Plays games first .. first + count - 1 of the run. */
  play(first: number, count: number): GameColumns {
    const { spec, tally } = this;
    const out = emptyColumns(spec.players.length);
    const names = spec.players;
    /** each game's final scores, in one array for the run */
    const finals = new Array<number>(names.length).fill(0);
    for (let index = first; index < first + count; index++) {
      const { result, seats } = this.playOne(index);
      let mask = 0;
      for (let seat = 0; seat < names.length; seat++) {
        finals[seat] = result.scores[names[seat]!] ?? 0;
        out.scores[seat]!.push(finals[seat]!);
      }
      for (const name of result.winners) mask |= 1 << this.seatOf.get(name)!;
      out.winners.push(mask);
      out.turns.push(tally.turns);
      out.leadChanges.push(tally.leadChanges);
      const winner = result.winners.length === 1 ? this.seatOf.get(result.winners[0]!)! : -1;
      out.decisiveTurns.push(tally.decisiveTurn(winner));
      out.margins.push(winner < 0 ? 0 : marginOf(finals, winner, this.sign));
      for (const seat of tally.leaders) if (seat >= 0) out.leadTurns[seat]!++;
      out.scoreTracked ||= tally.scoreTracked;
      out.decisions.push(seats.decisions);
      out.forced.push(seats.forced);
    }
    // the rule counts of every game played so far, handed over once
    for (const [id, n] of this.rules.byRule()) out.ruleEvents[id] = (own(out.ruleEvents, id) ?? 0) + n;
    this.rules.clear();
    return out;
  }
}
