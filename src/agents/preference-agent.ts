// A heuristic agent driven by a game's strategy file: for each decision label it names, the agent
// scores the legal answers by what the player can see and takes the best (ties broken at random);
// other decisions are answered at random. The game knowledge is in the strategy file (data, next
// to the rules), so this agent knows no game.
import { toPlain, type Value } from "../interpreter/values.js";
import { randomAgent, type Agent, type CompiledGame, type Decision, type PlainValue, type PlayerView } from "../index.js";
import { Rng } from "../interpreter/rng.js";

/** A value the player can see: an attribute of the top card of a zone (`[me]` in the zone name
 *  stands for the deciding player). */
export interface ViewRef {
  zone: string;
  attribute: string;
}

export type Term =
  /** the answer is a card: one of its attributes, read at `key` when the attribute is a map */
  | { attribute: string; key?: ViewRef }
  /** `weight` (default 1) times the number `times` refers to (default 1) when the answer equals
   *  the value `equals` refers to, else 0 */
  | { equals: ViewRef; times?: ViewRef; weight?: number }
  /** the answer is a key (an enum value): the lowest or highest `of.attribute[answer]` among the
   *  cards of the zone `of.zone` */
  | { best: "min" | "max"; of: ViewRef };

/** One term, or several whose scores are added. */
export type Score = Term | Term[];

export interface Preference {
  label: string;
  by: Score;
  /** asc: the lowest score is best; desc: the highest */
  order: "asc" | "desc";
}

export interface Strategy {
  prefer: Preference[];
}

type Plain = PlainValue | undefined;

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

function lookup(game: CompiledGame, ref: ViewRef, view: PlayerView): Plain {
  const zone = view.zones[ref.zone.replace("[me]", `[${view.player}]`)];
  const top = zone?.cards?.[0];
  return top === undefined ? undefined : attributeOf(game, top, ref.attribute);
}

function bestOf(game: CompiledGame, term: { best: "min" | "max"; of: ViewRef }, option: PlainValue, view: PlayerView): number | undefined {
  if (typeof option !== "string") return undefined;
  const cards = view.zones[term.of.zone.replace("[me]", `[${view.player}]`)]?.cards ?? [];
  const values = cards.map((card) => attributeOf(game, card, term.of.attribute, option)).filter((v): v is number => typeof v === "number");
  if (values.length === 0) return undefined;
  return term.best === "min" ? Math.min(...values) : Math.max(...values);
}

function termOf(game: CompiledGame, term: Term, option: PlainValue, view: () => PlayerView): number | undefined {
  if ("best" in term) return bestOf(game, term, option, view());
  if ("equals" in term) {
    if (option !== lookup(game, term.equals, view())) return 0;
    const times = term.times ? lookup(game, term.times, view()) : 1;
    return (term.weight ?? 1) * (typeof times === "number" ? times : 0);
  }
  if (typeof option !== "string") return undefined;
  let key: string | undefined;
  if (term.key) {
    const k = lookup(game, term.key, view());
    if (typeof k !== "string") return undefined;
    key = k;
  }
  const v = attributeOf(game, option, term.attribute, key);
  // an answer without a number (no such attribute, no rank) has no score: it goes last
  return typeof v === "number" ? v : undefined;
}

function scoreOf(game: CompiledGame, score: Score, option: PlainValue, view: () => PlayerView): number | undefined {
  if (!Array.isArray(score)) return termOf(game, score, option, view);
  let total = 0;
  for (const term of score) {
    const v = termOf(game, term, option, view);
    if (v === undefined) return undefined;
    total += v;
  }
  return total;
}

export function preferenceAgent(game: CompiledGame, strategy: Strategy, seed: number): Agent {
  const byLabel = new Map(strategy.prefer.map((p) => [p.label, p]));
  const fallback = randomAgent(seed);
  const ties = new Rng(seed ^ 0x5bd1e995);
  return {
    name: `heuristic(${seed})`,
    decide(d: Decision, view: () => PlayerView): PlainValue {
      const pref = byLabel.get(d.label);
      if (!pref || d.options.length === 0) return fallback.decide(d, view);
      let cached: PlayerView | undefined;
      const seen = (): PlayerView => (cached ??= view());
      const sign = pref.order === "asc" ? 1 : -1;
      let best: number[] = [];
      let bestScore = Infinity;
      d.options.forEach((option, i) => {
        const s = scoreOf(game, pref.by, option, seen);
        const ranked = s === undefined ? Infinity : sign * s;
        if (ranked < bestScore) [bestScore, best] = [ranked, [i]];
        else if (ranked === bestScore) best.push(i);
      });
      return d.options[best[ties.below(best.length)]!]!;
    },
  };
}
