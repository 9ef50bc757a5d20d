// Information-set Monte Carlo tree search, single observer (Cowling, Powley and Whitehouse 2012):
// one tree over the deciding player's information sets, each iteration played on a fresh sample
// of what that player cannot see (Position.playout). A node's children are the answers seen at it
// across samples; UCT picks among those legal in this sample, counting for each child how often it
// was available rather than how often its parent was visited. A rival's secret answer does not
// branch the tree (the observer cannot tell those answers apart); it is played by the rollout
// policy. Below the tree the rollout policy plays to the end, and the end is scored by the game's
// result: each winner gets an equal part of one.
import { AgonError, type Agent, type Decision, type PlainValue } from "../interpreter/api-types.js";
import { decisionOf } from "../interpreter/decisions.js";
import type { Position } from "../interpreter/position.js";
import { Rng } from "../interpreter/rng.js";
import type { Decider, Runtime } from "../interpreter/runtime.js";
import { Card, Player, plainEquals, toPlain, type Value } from "../interpreter/values.js";
import { playerRewards } from "./rewards.js";

export interface SearchBudget {
  /** playouts per decision (deterministic for a seed) */
  iterations?: number;
  /** milliseconds per decision (as many playouts as fit: not deterministic) */
  ms?: number;
}

/** Answers every decision of a playout below the tree. */
export type RolloutPolicy = Decider;

interface Node {
  children: Map<string, Child>;
}

interface Child extends Node {
  visits: number;
  /** the rewards of the player who chose this answer, summed */
  reward: number;
  /** playouts in which this answer was legal where its parent was reached */
  available: number;
}

/** Exploration weight of UCT for rewards in [0, 1]. */
const EXPLORATION = 0.7;
/** the key of "no answer" (an optional choice left empty): no plain value's text looks like it */
/** draws of a sample per playout before the playout is given up */
const REDRAWS = 10;
const NONE = "\u0000none";

/** An answer's identity across samples: its plain value (a card's id, a player's name) as text. */
function plainKey(plain: PlainValue): string {
  return typeof plain === "string" ? plain : JSON.stringify(plain);
}

function keyOf(item: Value): string {
  if (item instanceof Card) return item.id;
  if (item instanceof Player) return item.name;
  return plainKey(toPlain(item));
}

function keysOf(items: readonly Value[], optional: boolean): string[] {
  const keys = items.map(keyOf);
  if (optional) keys.push(NONE);
  return keys;
}

function newChild(): Child {
  return { children: new Map(), visits: 0, reward: 0, available: 0 };
}

class Search {
  readonly root: Node = { children: new Map() };

  constructor(
    private readonly position: Position,
    private readonly rollout: RolloutPolicy,
    private readonly rng: Rng,
  ) {}

  /** One playout: down the tree, one new node, the rollout policy to the end, rewards back up.
   *  A sample the rules cannot play on from (a rule fails in the playout: the sampler keeps counts
   *  and kinds, not every constraint a game's own rules put on its hidden places) is drawn again,
   *  up to REDRAWS times, and leaves no trace in the tree. False when every draw failed. */
  iterate(): boolean {
    for (let draw = 0; draw < REDRAWS; draw++) if (this.tryPlayout()) return true;
    return false;
  }

  private tryPlayout(): boolean {
    const path: Array<{ child: Child; seat: number }> = [];
    let created: { parent: Node; key: string } | undefined;
    let node: Node | undefined = this.root;
    const observer = this.position.player;
    const decide: Decider = (rt, player, items, spec) => {
      if (node === undefined || (spec.secret && player !== observer)) return this.rollout(rt, player, items, spec);
      const keys = keysOf(items, spec.optional);
      const untried: number[] = [];
      let best = -1;
      let bestValue = -Infinity;
      for (let i = 0; i < keys.length; i++) {
        const child = node.children.get(keys[i]!);
        if (!child) {
          untried.push(i);
          continue;
        }
        available.push(child);
        // the playout's own availability is not counted yet: + 1
        const value = child.reward / child.visits + EXPLORATION * Math.sqrt(Math.log(child.available + 1) / child.visits);
        if (value > bestValue) [best, bestValue] = [i, value];
      }
      let chosen: number;
      let child: Child;
      if (untried.length > 0) {
        // the rollout policy's own answer is tried first: with few playouts the search plays at
        // least as the policy does, and more playouts can only overrule it
        const preferred = this.rollout(rt, player, items, spec);
        const first = preferred < 0 ? items.length : preferred;
        chosen = untried.includes(first) ? first : untried[this.rng.below(untried.length)]!;
        child = newChild();
        available.push(child);
        node.children.set(keys[chosen]!, child);
        created = { parent: node, key: keys[chosen]! };
        node = undefined; // one new node per playout: the rollout policy takes over below it
      } else {
        chosen = best;
        child = node.children.get(keys[chosen]!)!;
        node = child;
      }
      path.push({ child, seat: player.seat });
      return chosen === items.length ? -1 : chosen;
    };
    const available: Child[] = [];
    let end: Runtime;
    try {
      end = this.position.playout(this.rng.below(0x7fff_ffff), decide);
    } catch (e) {
      if (!(e instanceof AgonError)) throw e;
      if (created) created.parent.children.delete(created.key);
      return false;
    }
    // counted once the playout stands: a redrawn sample leaves the counts as they were
    for (const child of available) child.available++;
    const rewards = playerRewards(end);
    for (const { child, seat } of path) {
      child.visits++;
      child.reward += rewards[seat]!;
    }
    return true;
  }

  /** The most visited answer at the root, the better mean among equals (index among the
   *  options, -1 for none). */
  answer(d: Decision, keys: readonly string[]): number {
    let best = 0;
    let most = -1;
    let bestMean = -1;
    keys.forEach((key, i) => {
      const child = this.root.children.get(key);
      const visits = child?.visits ?? 0;
      const mean = child && visits > 0 ? child.reward / visits : 0;
      if (visits > most || (visits === most && mean > bestMean)) [best, most, bestMean] = [i, visits, mean];
    });
    return best === d.options.length ? -1 : best;
  }
}

export function ismctsAgent(budget: SearchBudget, seed: number, rollout: RolloutPolicy, fallback: Agent): Agent {
  const rng = new Rng(seed);
  const iterations = budget.iterations ?? Infinity;
  const ms = budget.ms ?? Infinity;
  return {
    name: `ismcts(${seed})`,
    searches: true,
    decide(d: Decision, view, position?: Position): PlainValue {
      const answers = d.options.length + (d.optional ? 1 : 0);
      if (answers <= 1 || position === undefined) return fallback.decide(d, view);
      const search = new Search(position, rollout, rng);
      const started = performance.now();
      const rootKeys = d.options.map(plainKey);
      if (d.optional) rootKeys.push(NONE);
      for (let n = 0; n < iterations; n++) {
        // stop before a playout that would likely overrun the budget (at the mean playout's cost)
        const elapsed = performance.now() - started;
        if (n > 0 && elapsed + elapsed / n > ms) break;
        search.iterate();
      }
      const i = search.answer(d, rootKeys);
      return i < 0 ? null : d.options[i]!;
    },
  };
}

/** The rollout policy of an agent that answers by the options (a heuristic agent). */
export function agentRollout(
  agent: Agent,
  viewOf: (rt: Runtime, p: Player) => ReturnType<NonNullable<Parameters<Agent["decide"]>[1]>>,
): RolloutPolicy {
  return (rt, player, items, spec) => {
    if (agent.decideIndex) return agent.decideIndex(items.length, spec.optional);
    const d = decisionOf(rt, player, items, spec);
    const answer = agent.decide(d, () => viewOf(rt, player));
    if (answer === null) return -1;
    for (let i = 0; i < d.options.length; i++) if (plainEquals(d.options[i]!, answer)) return i;
    throw new Error(`the rollout agent ${agent.name} answered ${JSON.stringify(answer)}, which is not among the options`);
  };
}
