// A heuristic agent driven by a game's strategy (the `strategy` declaration of its rules,
// compiled by strategy.ts): for each decision label it names, the agent scores the legal answers
// by what the player can see and takes the best (ties broken at random); other decisions are
// answered at random. The game knowledge is in the rules file, so this agent knows no game.
import { toPlain, type Player, type Value } from "../interpreter/values.js";
import type { Agent, CompiledGame, Decision, PlainValue, PlayerView } from "../index.js";
import { randomAgent } from "../interpreter/agents.js";
import { Rng } from "../interpreter/rng.js";
import type { Decider, Runtime, ZoneInst } from "../interpreter/runtime.js";
import { canSeeAll } from "../interpreter/views.js";
import { ANSWER_ON_STATE, type StateAnswering } from "../interpreter/state-answers.js";

/** A value the player can see: an attribute of the top card of a zone (`[me]` in the zone name
 *  stands for the deciding player). */
export interface ViewRef {
  zone: string;
  attribute: string;
}

/** A number: the attribute of a zone's top card, or (a name) the answer's own attribute. */
export type Factor = ViewRef | string;

export type Term =
  /** the answer is a card: one of its attributes, read at `key` when the attribute is a map (the
   *  value a reference gives, or an enum value) */
  | { attribute: string; key?: ViewRef | string }
  /** `weight` (default 1) times the number `times` gives (default 1) when the answer equals the
   *  value `equals` refers to, else 0 */
  | { equals: ViewRef; times?: Factor; weight?: number }
  /** the answer is a card: `weight` (default 1) times the number `times` gives (default 1) when
   *  the answer's list attribute `list` holds the value `holds` refers to, else 0 */
  | { list: string; holds: ViewRef; times?: Factor; weight?: number }
  /** the answer is a key (an enum value): the lowest or highest `of.attribute[answer]` among the
   *  cards of the zone `of.zone` */
  | { best: "min" | "max"; of: ViewRef }
  /** the sum of `sum.attribute` over the cards of the zone `sum.zone`; with `where`, over those
   *  whose list attribute `where.list` holds the answer's (a card's) attribute `where.holds` */
  | { sum: ViewRef; where?: { list: string; holds: string } };

export interface Preference {
  label: string;
  /** the terms whose scores are added */
  by: Term[];
  /** lowest: the lowest score is best; highest: the highest */
  order: "lowest" | "highest";
}

export interface Strategy {
  prefer: Preference[];
}

type Plain = PlainValue | undefined;

/** What the deciding player can see of a zone: its cards (ids, top first), undefined when the
 *  player may not see them. Read from a view (the agent) or from the state (playouts). */
interface Sight {
  player: string;
  cards(zone: string): readonly string[] | undefined;
  /** the top card of the zone, when the player may see it */
  top(zone: string): string | undefined;
}

function viewSight(view: () => PlayerView): Sight {
  let cached: PlayerView | undefined;
  const seen = (): PlayerView => (cached ??= view());
  return {
    get player() {
      return seen().player;
    },
    cards: (zone) => seen().zones[zone]?.cards,
    top: (zone) => seen().zones[zone]?.cards?.[0],
  };
}

const zonesByLabel = new WeakMap<Runtime, Map<string, ZoneInst>>();

/** The player's sight read straight from the state, as its view would show it. */
function stateSight(rt: Runtime, p: Player): Sight {
  let byLabel = zonesByLabel.get(rt);
  if (!byLabel) {
    byLabel = new Map();
    for (const insts of rt.zones) for (const z of insts) byLabel.set(z.label, z);
    zonesByLabel.set(rt, byLabel);
  }
  const zones = byLabel;
  return {
    player: p.name,
    cards(zone) {
      const z = zones.get(zone);
      return z && canSeeAll(rt, z, p) ? z.cards.map((c) => c.id) : undefined;
    },
    top(zone) {
      const z = zones.get(zone);
      return z && canSeeAll(rt, z, p) ? z.cards[0]?.id : undefined;
    },
  };
}

/** A card's attribute, or undefined when the card has no such attribute (or entry). Read without
 *  the API's errors: playouts ask this at every decision, and a thrown error costs its stack. */
function attributeOf(game: CompiledGame, card: string, attribute: string, key?: string): Plain {
  const c = game.cardById.get(card);
  if (!c) return undefined;
  const attributes = game.program.cards[c.num]!.attributes;
  if (!Object.hasOwn(attributes, attribute)) return undefined;
  const v = attributes[attribute] as Value;
  if (key === undefined) return toPlain(v);
  // card data as written: a map attribute is a plain record of its entries
  if (v === null || typeof v !== "object" || Array.isArray(v) || !Object.hasOwn(v, key)) return undefined;
  return toPlain((v as Record<string, Value>)[key]);
}

/** zone labels by reference and player: `[me]` replaced once, not at every decision */
const labels = new WeakMap<ViewRef, Map<string, string>>();

function zoneOf(ref: ViewRef, sight: Sight): string {
  let byPlayer = labels.get(ref);
  if (!byPlayer) labels.set(ref, (byPlayer = new Map()));
  let label = byPlayer.get(sight.player);
  if (label === undefined) byPlayer.set(sight.player, (label = ref.zone.replace("[me]", `[${sight.player}]`)));
  return label;
}

function lookup(game: CompiledGame, ref: ViewRef, sight: Sight): Plain {
  const top = sight.top(zoneOf(ref, sight));
  return top === undefined ? undefined : attributeOf(game, top, ref.attribute);
}

function bestOf(game: CompiledGame, term: { best: "min" | "max"; of: ViewRef }, option: PlainValue, sight: Sight): number | undefined {
  if (typeof option !== "string") return undefined;
  const cards = sight.cards(zoneOf(term.of, sight)) ?? [];
  const values = cards.map((card) => attributeOf(game, card, term.of.attribute, option)).filter((v): v is number => typeof v === "number");
  if (values.length === 0) return undefined;
  return term.best === "min" ? Math.min(...values) : Math.max(...values);
}

/** whether a plain value read from a list attribute holds the value */
function holds(list: Plain, value: Plain): boolean {
  return Array.isArray(list) && value !== undefined && list.some((item) => item === value);
}

function sumOf(
  game: CompiledGame,
  term: { sum: ViewRef; where?: { list: string; holds: string } },
  option: PlainValue,
  sight: Sight,
): number | undefined {
  const { where } = term;
  const wanted = where ? (typeof option === "string" ? attributeOf(game, option, where.holds) : undefined) : undefined;
  if (where && wanted === undefined) return undefined;
  let total = 0;
  for (const card of sight.cards(zoneOf(term.sum, sight)) ?? []) {
    if (where && !holds(attributeOf(game, card, where.list), wanted)) continue;
    const v = attributeOf(game, card, term.sum.attribute);
    if (typeof v === "number") total += v;
  }
  return total;
}

/** `weight` times the factor's number (0 when it has none) */
function scaled(game: CompiledGame, term: { times?: Factor; weight?: number }, option: PlainValue, sight: Sight): number {
  const { times } = term;
  let n: Plain = 1;
  if (typeof times === "string") n = typeof option === "string" ? attributeOf(game, option, times) : undefined;
  else if (times) n = lookup(game, times, sight);
  return (term.weight ?? 1) * (typeof n === "number" ? n : 0);
}

function termOf(game: CompiledGame, term: Term, option: PlainValue, sight: Sight): number | undefined {
  if ("best" in term) return bestOf(game, term, option, sight);
  if ("sum" in term) return sumOf(game, term, option, sight);
  if ("equals" in term) return option === lookup(game, term.equals, sight) ? scaled(game, term, option, sight) : 0;
  if ("list" in term) {
    if (typeof option !== "string") return undefined;
    return holds(attributeOf(game, option, term.list), lookup(game, term.holds, sight)) ? scaled(game, term, option, sight) : 0;
  }
  if (typeof option !== "string") return undefined;
  let key: string | undefined;
  if (typeof term.key === "string") key = term.key;
  else if (term.key) {
    const k = lookup(game, term.key, sight);
    if (typeof k !== "string") return undefined;
    key = k;
  }
  const v = attributeOf(game, option, term.attribute, key);
  // an answer without a number (no such attribute, no rank) has no score: it goes last
  return typeof v === "number" ? v : undefined;
}

function scoreOf(game: CompiledGame, score: readonly Term[], option: PlainValue, sight: Sight): number | undefined {
  let total = 0;
  for (const term of score) {
    const v = termOf(game, term, option, sight);
    if (v === undefined) return undefined;
    total += v;
  }
  return total;
}

/** A heuristic agent, and the same agent as a rollout policy answering on the state itself (no
 *  decision or view built: playouts ask it at every decision). Both draw from the same generators
 *  in the same way, so the two answer alike. */
export interface PreferenceAgent extends Agent, StateAnswering {
  rollout: Decider;
  /** Starts again on another seed, answering from there as `preferenceAgent` of that seed would
   *  (a simulation keeps one per seat for all its games). */
  reseed(seed: number): void;
}

export function preferenceAgent(game: CompiledGame, strategy: Strategy, seed: number): PreferenceAgent {
  const byLabel = new Map(strategy.prefer.map((p) => [p.label, p]));
  const fallback = randomAgent(seed);
  const tieSeed = (s: number): number => s ^ 0x5bd1e995;
  const ties = new Rng(tieSeed(seed));
  let current = seed;
  /** the index of the preferred option (ties broken at random) */
  const preferred = (pref: Preference, options: readonly PlainValue[], sight: Sight): number => {
    const sign = pref.order === "lowest" ? 1 : -1;
    let best: number[] = [];
    let bestScore = Infinity;
    options.forEach((option, i) => {
      const s = scoreOf(game, pref.by, option, sight);
      const ranked = s === undefined ? Infinity : sign * s;
      if (ranked < bestScore) [bestScore, best] = [ranked, [i]];
      else if (ranked === bestScore) best.push(i);
    });
    return best[ties.below(best.length)]!;
  };
  const rollout: Decider = (rt, player, items, spec) => {
    const pref = byLabel.get(spec.label);
    if (!pref || items.length === 0) return fallback.decideIndex!(items.length, spec.optional);
    return preferred(pref, items.map(toPlain), stateSight(rt, player));
  };
  return {
    get name() {
      return `heuristic(${current})`;
    },
    decide(d: Decision, view: () => PlayerView): PlainValue {
      const pref = byLabel.get(d.label);
      if (!pref || d.options.length === 0) return fallback.decide(d, view);
      return d.options[preferred(pref, d.options, viewSight(view))]!;
    },
    rollout,
    // a whole game with this agent answers on the state: the same answer, no decision or view
    [ANSWER_ON_STATE]: rollout,
    reseed(next: number): void {
      fallback.reseed(next);
      ties.reseed(tieSeed(next));
      current = next;
    },
  };
}
