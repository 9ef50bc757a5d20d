// Information-set Monte Carlo tree search, single observer (Cowling, Powley and Whitehouse 2012):
// one tree over the deciding player's information sets, each iteration played on a fresh sample
// of what that player cannot see (Position.playout, from the player's beliefs). A node is one of the
// player's information sets; its edges are the player's answers seen there across samples. After
// an answer the next node is told apart by what the player sees at its next decision (sightKey):
// the rivals' answers and chance in between (draws, shuffles, the sample itself) lead to different
// nodes when the player can tell them apart, to one node when it cannot. UCT picks among the answers
// legal in this sample, counting for each edge how often it was available rather than how often its
// node was visited. One new edge per playout; below the tree the rollout policy plays to the end,
// and the end is scored by the game's result: each winner gets an equal part of one. The root's
// answers are compared on common random numbers, as flat-mc's are: every answer's k-th playout is
// played on the same sample and chance. Below the root, the next information sets differ with
// what the player sees (a card drawn, rivals' cards revealed): at 60 to 200 playouts about half of
// the visits below the root are the only visit of their node, so the search is mostly UCT at the
// root over playouts of the policy. Keying those nodes by the player's answers only (open loop,
// shared by every sample), sequential halving at the root and a lower exploration weight were
// measured and did not pay (bench/RESULTS.md, "ISMCTS against flat-mc: the levers").
//
// Every rival is modelled alike: by the rollout policy (the game's strategy, or random), whether it
// answers before the player or after it. A rival's secret answer given before the player's decision
// in the same round (a simultaneous pick) is answered again in each playout by that policy on the
// sampled hand (PlayoutOptions.rivals), not taken as the sample dealt it; a rival's later answers,
// secret or not, are the policy's too. The tree holds the player's answers only: the player never
// sees a rival's secret answer, and a few hundred playouts shared among four seats' trees would
// leave each rival's nodes too thin to choose better than the policy.
import { AgonError, type Agent, type Decision, type PlainValue } from "../interpreter/api-types.js";
import { decisionOf } from "../interpreter/decisions.js";
import type { Position } from "../interpreter/position.js";
import { Rng } from "../interpreter/rng.js";
import type { Decider, Runtime } from "../interpreter/runtime.js";
import { Card, Player, plainEquals, toPlain, type Value } from "../interpreter/values.js";
import { sightKey } from "../interpreter/views.js";
import { playerRewards } from "./rewards.js";

export interface SearchBudget {
  /** playouts per decision (deterministic for a seed) */
  iterations?: number;
  /** milliseconds per decision (as many playouts as fit: not deterministic) */
  ms?: number;
}

/** Answers every decision of a playout below the tree. */
export type RolloutPolicy = Decider;

interface InfoSet {
  edges: Map<string, Edge>;
}

interface Edge {
  visits: number;
  /** the player's rewards, summed */
  reward: number;
  /** playouts in which this answer was legal where its information set was reached */
  available: number;
  /** the information sets of the player's next decision, by what the player sees there */
  next: Map<string, InfoSet>;
}

/** Exploration weight of UCT for rewards in [0, 1]. */
const EXPLORATION = 0.7;
/** draws of a sample per playout before the playout is given up */
const REDRAWS = 10;
/** the key of "no answer" (an optional choice left empty): no plain value's text looks like it */
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

function newEdge(): Edge {
  return { visits: 0, reward: 0, available: 0, next: new Map() };
}

export interface SearchSettings {
  /** rivals' secret answers before the player's are answered again by the rollout policy
   *  (PlayoutOptions.rivals), not taken as the sample deals them */
  redecideRivals: boolean;
}

/** The key of every root answer, in the decision's order (none last). */
function rootKeysOf(d: Decision): string[] {
  const keys = d.options.map(plainKey);
  if (d.optional) keys.push(NONE);
  return keys;
}

/** Thrown inside a playout whose sample does not offer the root answer being played. */
class RootAnswerMissing extends Error {}

class Search {
  readonly root: InfoSet = { edges: new Map() };
  /** the root's answers, by their index among the decision's answers */
  private readonly rootEdges: Edge[];
  /** playouts begun with each root answer (those given up too) */
  private readonly tries: number[];
  /** the seed of the samples of every root answer's k-th playout */
  private readonly seeds: number[] = [];
  /** the rollout policy's answer at the root, once a playout has asked it */
  preferred: number | undefined;
  /** playouts that stood, over all root answers */
  private played = 0;
  /** playouts begun before the policy's answer at the root was known */
  private openings = 0;

  constructor(
    private readonly position: Position,
    private readonly rollout: RolloutPolicy,
    private readonly rng: Rng,
    private readonly settings: SearchSettings,
    private readonly rootKeys: readonly string[],
  ) {
    this.rootEdges = rootKeys.map((key) => {
      const edge = newEdge();
      this.root.edges.set(key, edge);
      return edge;
    });
    this.tries = rootKeys.map(() => 0);
  }

  get answers(): number {
    return this.rootKeys.length;
  }

  /** Root answer i's mean reward (-Infinity before a playout of it stood). */
  mean(i: number): number {
    const edge = this.rootEdges[i]!;
    return edge.visits > 0 ? edge.reward / edge.visits : -Infinity;
  }

  visits(i: number): number {
    return this.rootEdges[i]!.visits;
  }

  /** Common random numbers: every root answer's k-th playout is played on the same samples and
   *  chance (the same seed), so two answers' means differ by the answers more than by the deals,
   *  as flat-mc's rounds do; the seeds are drawn as first needed, so a search is repeatable. */
  private seedAt(k: number): number {
    while (this.seeds.length <= k) this.seeds.push(this.rng.below(0x7fff_ffff));
    return this.seeds[k]!;
  }

  /** One playout that answers the root with answer i (undefined: the rollout policy's answer),
   *  down the tree below it, one new edge, the rollout policy to the end, rewards back up. A
   *  sample the rules cannot play on from (a rule fails in the playout: the beliefs keep zones
   *  and counts, not every constraint a game's own rules put on its hidden places) is drawn
   *  again, up to REDRAWS times, and leaves no trace in the tree. False when every draw failed. */
  play(i: number | undefined): boolean {
    const k = i === undefined ? this.openings : this.tries[i]!;
    const draws = new Rng(this.seedAt(k));
    let stood = false;
    for (let draw = 0; draw < REDRAWS && !stood; draw++) stood = this.tryPlayout(draws.below(0x7fff_ffff), i);
    if (i !== undefined) this.tries[i]!++;
    else {
      // until a playout reaches the root the policy's answer is not known: each such one on the next seed
      this.openings++;
      if (this.preferred !== undefined) this.tries[this.preferred] = this.openings;
    }
    return stood;
  }

  /** The root answer UCT picks next: the policy's answer first, then every untried one, then the
   *  best upper bound. */
  uctChoice(): number | undefined {
    if (this.preferred === undefined) return undefined;
    if (this.tries[this.preferred] === 0) return this.preferred;
    const untried: number[] = [];
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < this.rootEdges.length; i++) {
      const edge = this.rootEdges[i]!;
      if (edge.visits === 0) {
        if (this.tries[i]! < REDRAWS) untried.push(i);
        continue;
      }
      const value = edge.reward / edge.visits + EXPLORATION * Math.sqrt(Math.log(this.played + 1) / edge.visits);
      if (value > bestValue) [best, bestValue] = [i, value];
    }
    return untried.length > 0 ? untried[this.rng.below(untried.length)]! : best;
  }

  private tryPlayout(seed: number, rootChoice: number | undefined): boolean {
    const observer = this.position.player;
    const path: Edge[] = [];
    const available: Edge[] = [];
    /** what this playout added, to take back if it fails */
    const added: Array<{ map: Map<string, unknown>; key: string }> = [];
    let node: InfoSet | undefined = this.root;
    /** the edge taken at the player's last decision, whose next information set is not known yet */
    let taken: Edge | undefined;
    let atRoot = true;
    const decide: Decider = (rt, player, items, spec) => {
      if (player !== observer || node === undefined) return this.rollout(rt, player, items, spec);
      if (atRoot) {
        atRoot = false;
        const keys = keysOf(items, spec.optional);
        if (this.preferred === undefined) {
          const preferred = this.rollout(rt, player, items, spec);
          this.preferred = this.rootKeys.indexOf(keys[preferred < 0 ? items.length : preferred]!);
        }
        const chosen = keys.indexOf(this.rootKeys[rootChoice ?? this.preferred]!);
        if (chosen < 0) throw new RootAnswerMissing();
        for (const edge of this.rootEdges) available.push(edge);
        const edge = this.rootEdges[rootChoice ?? this.preferred]!;
        path.push(edge);
        // one new edge per playout: an answer's first playout is played by the policy below it
        if (edge.visits === 0) node = undefined;
        else taken = edge;
        return chosen === items.length ? -1 : chosen;
      }
      if (taken) {
        const sight = sightKey(rt, player);
        let next = taken.next.get(sight);
        if (!next) {
          taken.next.set(sight, (next = { edges: new Map() }));
          added.push({ map: taken.next, key: sight });
        }
        node = next;
      }
      const keys = keysOf(items, spec.optional);
      const untried: number[] = [];
      let best = -1;
      let bestValue = -Infinity;
      for (let i = 0; i < keys.length; i++) {
        const edge = node.edges.get(keys[i]!);
        if (!edge) {
          untried.push(i);
          continue;
        }
        available.push(edge);
        // the playout's own availability is not counted yet: + 1
        const value = edge.reward / edge.visits + EXPLORATION * Math.sqrt(Math.log(edge.available + 1) / edge.visits);
        if (value > bestValue) [best, bestValue] = [i, value];
      }
      let chosen: number;
      let edge: Edge;
      if (untried.length > 0) {
        // the rollout policy's own answer is tried first: with few playouts the search plays at
        // least as the policy does, and more playouts can only overrule it
        const preferred = this.rollout(rt, player, items, spec);
        const first = preferred < 0 ? items.length : preferred;
        chosen = untried.includes(first) ? first : untried[this.rng.below(untried.length)]!;
        edge = newEdge();
        available.push(edge);
        node.edges.set(keys[chosen]!, edge);
        added.push({ map: node.edges, key: keys[chosen]! });
        node = undefined; // one new edge per playout: the rollout policy takes over below it
      } else {
        chosen = best;
        edge = node.edges.get(keys[chosen]!)!;
        taken = edge;
      }
      path.push(edge);
      return chosen === items.length ? -1 : chosen;
    };
    let end: Runtime;
    try {
      end = this.position.playout(seed, decide, this.settings.redecideRivals ? { rivals: this.rollout } : {});
    } catch (e) {
      if (!(e instanceof AgonError || e instanceof RootAnswerMissing)) throw e;
      for (const { map, key } of added.reverse()) map.delete(key);
      return false;
    }
    // counted once the playout stands: a redrawn sample leaves the counts as they were
    for (const edge of available) edge.available++;
    const reward = playerRewards(end)[observer.seat]!;
    for (const edge of path) {
      edge.visits++;
      edge.reward += reward;
    }
    this.played++;
    return true;
  }

  /** The most visited root answer, the better mean among equals, the policy's among those (index
   *  among the decision's answers). */
  mostVisited(): number {
    let best = this.preferred ?? 0;
    for (let i = 0; i < this.answers; i++) {
      const [v, bv] = [this.visits(i), this.visits(best)];
      if (v > bv || (v === bv && this.mean(i) > this.mean(best))) best = i;
    }
    return best;
  }
}

export function ismctsAgent(
  budget: SearchBudget,
  seed: number,
  rollout: RolloutPolicy,
  fallback: Agent,
  settings: SearchSettings = { redecideRivals: true },
): Agent {
  const rng = new Rng(seed);
  const iterations = budget.iterations ?? Infinity;
  const ms = budget.ms ?? Infinity;
  return {
    name: `ismcts(${seed})`,
    searches: true,
    decide(d: Decision, view, position?: Position): PlainValue {
      const answers = d.options.length + (d.optional ? 1 : 0);
      if (answers <= 1 || position === undefined) return fallback.decide(d, view);
      const search = new Search(position, rollout, rng, settings, rootKeysOf(d));
      const started = performance.now();
      for (let n = 0; n < iterations; n++) {
        // stop before a playout that would likely overrun the budget (at the mean playout's cost)
        const elapsed = performance.now() - started;
        if (n > 0 && elapsed + elapsed / n > ms) break;
        search.play(search.uctChoice());
      }
      const i = search.mostVisited();
      return i === d.options.length ? null : d.options[i]!;
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
