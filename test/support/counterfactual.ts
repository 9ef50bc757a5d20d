// Worlds a player cannot tell from the real one, reached a second way that shares no code with
// the agents' sampler (src/agents/beliefs.ts): deliberately simple rejection from the record.
// A world is the real match with the cards it never showed the player given other names (a
// relabelling: the starting cards put in another order, every answer naming a card mapped the
// same way), kept only when replaying it shows the player exactly what the real match showed
// (its view at every decision of anyone, its own options). Nothing here reads what the player
// knows; the replay decides.
//
// Also: how a player's sample (a state at its decision) is written as such a relabelling, so
// that a sample can be replayed as a history and checked the same way (OpenSpiel's
// ResampleInfostateTest).
import type { Decision, PlayerView } from "../../src/interpreter/api-types.js";
import { decisionOf } from "../../src/interpreter/decisions.js";
import { History, matchSetup, type MatchSetup } from "../../src/interpreter/history.js";
import type { CompiledGame } from "../../src/interpreter/model.js";
import { Rng } from "../../src/interpreter/rng.js";
import type { CardWatch, Decider, DecisionSpec, Runtime, ZoneInst } from "../../src/interpreter/runtime.js";
import { Card, Player, toPlain, type Value } from "../../src/interpreter/values.js";
import { viewOf } from "../../src/interpreter/views.js";

/** A card id to the id it becomes (ids not in it stay). */
export type Relabelling = ReadonlyMap<string, string>;

export interface Moment {
  history: History;
  /** the items of every decision so far, by identity (card id, player name, plain value) */
  keys: readonly string[][];
  player: Player;
  items: readonly Value[];
  spec: DecisionSpec;
  /** the decision and the player's view, as the match gives them to an agent */
  decision: Decision;
  view: PlayerView;
}

export function itemKey(item: Value): string {
  if (item instanceof Card) return item.id;
  if (item instanceof Player) return item.name;
  return JSON.stringify(toPlain(item));
}

/** One game answered at random from the start; `check` sees each decision before its answer. */
export function playRecorded(game: CompiledGame, players: number, seed: number, check: (m: Moment) => void): void {
  const setup = matchSetup(game, { players: Array.from({ length: players }, (_, i) => ({ name: `p${i + 1}` })), seed });
  const answers: number[] = [];
  const keys: string[][] = [];
  const rng = new Rng(seed ^ 0x1234567);
  const decide: Decider = (rt, player, items, spec) => {
    const here = items.map(itemKey);
    const decision = decisionOf(rt, player, items, spec);
    check({ history: new History(setup, answers.slice()), keys: keys.slice(), player, items, spec, decision, view: viewOf(rt, player) });
    const i = spec.optional && rng.below(items.length + 1) === items.length ? -1 : rng.below(items.length);
    answers.push(items.length === 0 ? -1 : i);
    keys.push(here);
    return answers[answers.length - 1]!;
  };
  new History(setup, []).replayTo(decide);
}

function relabelledStart(relabelling: Relabelling): (rt: Runtime) => void {
  return (rt) => {
    const byId = new Map(rt.game.cards.map((c) => [c.id, c]));
    for (const insts of rt.zones)
      for (const z of insts) {
        z.cards = z.cards.map((c) => byId.get(relabelling.get(c.id) ?? c.id)!);
        for (const c of z.cards) rt.cardZone[c.num] = z;
      }
  };
}

export interface Observed {
  /** the player's view at every decision, with its own options where it decides, and its sight
   *  of every card move */
  observations: string[];
  views: PlayerView[];
  /** the answers of the relabelled match (indices among its own options) */
  answers: number[];
  /** zone label -> card ids, sorted, at the decision */
  zones: Record<string, string[]>;
}

const STOP = new Error("stop");

/** The player's sight of every card move, between decisions too (a trick taken before anyone
 *  decides again): the card when the player can tell it, else only the zones. */
function moveWatch(observed: Observed, p: Player): CardWatch {
  const sees = (rt: Runtime, card: Card, z: ZoneInst) =>
    z.spec.visibility === "public" ||
    (z.spec.visibility === "owner" && z.player === p) ||
    rt.revealed[card.num] === 1 ||
    (rt.known[card.num]! & (1 << p.seat)) !== 0;
  const moved = (rt: Runtime, card: Card, from: ZoneInst, to: ZoneInst) =>
    observed.observations.push(`${from.label}>${to.label}:${sees(rt, card, from) || sees(rt, card, to) ? card.id : "?"}`);
  return {
    moved,
    movedAll(rt, from, to) {
      for (const card of from.cards) moved(rt, card, from, to);
    },
  };
}

/** Replays `m`'s match relabelled (none: as it was) to `m`'s decision and says what the player
 *  saw on the way, its last answers replaced by `tail` (answers by identity in the relabelled
 *  match: a sample's rivals who answered again); undefined when an answer of the real match names a card the relabelled one
 *  does not offer, or the rules fail. */
export function replayObserved(m: Moment, relabelling?: Relabelling, tail: readonly string[] = []): Observed | undefined {
  const { setup, answers } = m.history;
  const seat = m.player.seat;
  const observed: Observed = { observations: [], views: [], answers: [], zones: {} };
  const relabelled: MatchSetup = relabelling ? { ...setup, start: relabelledStart(relabelling) } : setup;
  let k = 0;
  let fails = false;
  const decide: Decider = (rt, player, items, spec) => {
    const view = viewOf(rt, rt.players[seat]!);
    observed.views.push(view);
    const own = player.seat === seat ? { label: spec.label, items: items.map(itemKey) } : { label: spec.label, by: player.name };
    observed.observations.push(JSON.stringify([view, own]));
    if (k === answers.length) {
      for (const insts of rt.zones) for (const z of insts) observed.zones[z.label] = z.cards.map((c) => c.id).sort();
      throw STOP;
    }
    const answer = answers[k]!;
    const retold = k - (answers.length - tail.length);
    const key = retold >= 0 ? tail[retold] : answer < 0 ? undefined : m.keys[k]![answer]!;
    k++;
    if (key === undefined) {
      observed.answers.push(-1);
      return -1;
    }
    const wanted = retold >= 0 ? key : (relabelling?.get(key) ?? key);
    const i = items.findIndex((item) => itemKey(item) === wanted);
    if (i < 0) {
      fails = true;
      throw STOP;
    }
    observed.answers.push(i);
    return i;
  };
  try {
    new History(relabelled, []).replayTo(decide, { start: (rt) => (rt.watch = moveWatch(observed, rt.players[seat]!)) });
  } catch (e) {
    if (e !== STOP) {
      if (relabelling) return undefined;
      throw e;
    }
  }
  return fails || k < answers.length ? undefined : observed;
}

/** Every card id the player saw on the way (in a zone it saw, looked at, or among its options). */
function seenCards(game: CompiledGame, observed: Observed): Set<string> {
  const seen = new Set<string>();
  for (const view of observed.views) {
    for (const z of Object.values(view.zones)) for (const id of z.cards ?? []) seen.add(id);
    for (const id of view.known) seen.add(id);
  }
  for (const o of observed.observations) {
    if (!o.startsWith("[")) {
      const id = o.slice(o.lastIndexOf(":") + 1);
      if (id !== "?") seen.add(id);
    } else for (const id of game.cardById.keys()) if (o.includes(`"${id}"`)) seen.add(id);
  }
  return seen;
}

export interface Counterfactual {
  /** the other world's match, to the same decision */
  history: History;
  /** how many cards lie elsewhere than in the real match at the decision */
  moved: number;
  tries: number;
}

/** A world the player cannot tell from `m`'s, drawn by rejection: a relabelling of the cards the
 *  player never saw, among cards of their kind (all of them at once at first, then a few swaps),
 *  kept when the replay shows the player the same. Undefined when `tries` draws all failed. */
export function counterfactual(m: Moment, rng: Rng, tries = 30): Counterfactual | undefined {
  const real = replayObserved(m)!;
  const game = m.history.setup.game;
  const seen = seenCards(game, real);
  const byKind = new Map<string, string[]>();
  for (const c of game.cards) if (!seen.has(c.id)) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.id]);
  const groups = [...byKind.values()].filter((ids) => ids.length > 1);
  if (groups.length === 0) return undefined;
  for (let t = 0; t < tries; t++) {
    const relabelling = new Map<string, string>();
    if (t < tries / 3) {
      for (const ids of groups) {
        const images = ids.slice();
        rng.shuffle(images);
        ids.forEach((id, i) => relabelling.set(id, images[i]!));
      }
    } else {
      for (let swaps = 1 + rng.below(3); swaps > 0; swaps--) {
        const ids = groups[rng.below(groups.length)]!;
        const a = ids[rng.below(ids.length)]!;
        const b = ids[rng.below(ids.length)]!;
        const [ia, ib] = [relabelling.get(a) ?? a, relabelling.get(b) ?? b];
        relabelling.set(a, ib).set(b, ia);
      }
    }
    const other = replayObserved(m, relabelling);
    if (!other || JSON.stringify(other.observations) !== JSON.stringify(real.observations)) continue;
    let moved = 0;
    for (const [label, ids] of Object.entries(real.zones)) moved += ids.filter((id) => !other.zones[label]!.includes(id)).length;
    if (moved === 0) continue;
    return { history: new History({ ...m.history.setup, start: relabelledStart(relabelling) }, other.answers), moved, tries: t + 1 };
  }
  return undefined;
}

/** The zones of a state: label -> card ids in order. */
export function zonesOf(rt: Runtime): Record<string, string[]> {
  const zones: Record<string, string[]> = {};
  for (const insts of rt.zones) for (const z of insts) zones[z.label] = z.cards.map((c) => c.id);
  return zones;
}

/** A sample written as a relabelling of the real match: in each zone the cards both states put
 *  there stay, the real ones it lost become the sample's newcomers in order. */
export function relabellingOf(real: Record<string, string[]>, sample: Record<string, string[]>): Relabelling {
  const relabelling = new Map<string, string>();
  for (const [label, ids] of Object.entries(real)) {
    const there = sample[label] ?? [];
    const lost = ids.filter((id) => !there.includes(id));
    const gained = there.filter((id) => !ids.includes(id));
    lost.forEach((id, i) => relabelling.set(id, gained[i]!));
  }
  return relabelling;
}
