// The OlymPeak deck (cards/olympeak.agon) as flat arrays for the hand-written engine, read through
// the public API.
import type { CompiledGame } from "../src/index.js";
import { newMatch } from "../src/index.js";

export const STOP = 0;
export const REMOVE = 1;
export const INSERT = 2;
const ORDERS = ["stop", "remove", "insert"];

/** The deck as flat arrays. Cards 0..P-1 are the progress cards, P..cards-1 the order cards, in
 *  file order; the contender cards and then the prediction tiles follow in `ids`. */
export interface OlympeakDeck {
  /** every component's id by its number: progress and order cards, contender cards, prediction tiles */
  ids: string[];
  /** the contenders, in enum order (a tile set and an order card's columns follow it) */
  K: number;
  contenders: string[];
  white: number;
  P: number;
  cards: number;
  value: Int32Array;
  heads: Int32Array;
  star: Uint8Array;
  /** signs[c * K + i], i < signCount[c]: where card c may go, in the card's order */
  signs: Int32Array;
  signCount: Int32Array;
  /** order cards: STOP, REMOVE or INSERT */
  order: Int32Array;
  /** the contender cards in file order: their contender and rounds */
  rowContender: Int32Array;
  rowRounds: Int32Array;
  /** the prediction tiles in file order: their contender and star */
  tileContender: Int32Array;
  tileStar: Uint8Array;
}

export function readOlympeakDeck(game: CompiledGame): OlympeakDeck {
  const probe = newMatch(game, { players: [{ name: "a" }, { name: "b" }], recordEvents: false });
  const contenders = game.enums.get("contender")!.values;
  const K = contenders.length;
  // a small game's tile sets are blue, red and green: contenders 0, 1 and 2 (OPK-S6)
  if (contenders.slice(0, 3).join() !== "blue,red,green") throw new Error("OlymPeak deck: the contenders are not blue, red, green, ...");
  const byKind = (kind: string): string[] => game.cards.filter((c) => c.kind === kind).map((c) => c.id);
  const attr = (id: string, a: string): unknown => probe.cardAttribute(id, a);
  const progress = byKind("progress");
  const ids = [...progress, ...byKind("order-card")];
  const P = progress.length;
  const C = ids.length;
  const row = byKind("contender-card");
  const tiles = byKind("prediction-tile");
  const deck: OlympeakDeck = {
    ids: [...ids, ...row, ...tiles],
    K,
    contenders,
    white: contenders.indexOf("white"),
    P,
    cards: C,
    value: new Int32Array(C),
    heads: new Int32Array(C),
    star: new Uint8Array(C),
    signs: new Int32Array(C * K),
    signCount: new Int32Array(C),
    order: new Int32Array(C).fill(-1),
    rowContender: Int32Array.from(row, (id) => contenders.indexOf(attr(id, "contender") as string)),
    rowRounds: Int32Array.from(row, (id) => attr(id, "rounds") as number),
    tileContender: Int32Array.from(tiles, (id) => contenders.indexOf(attr(id, "contender") as string)),
    tileStar: Uint8Array.from(tiles, (id) => (attr(id, "star") === true ? 1 : 0)),
  };
  ids.forEach((id, c) => {
    deck.star[c] = attr(id, "star") === true ? 1 : 0;
    // signs-of: an order card goes under any contender
    const signs = c < P ? (attr(id, "signs") as string[]) : contenders;
    signs.forEach((s, i) => (deck.signs[c * K + i] = contenders.indexOf(s)));
    deck.signCount[c] = signs.length;
    if (c < P) {
      deck.value[c] = attr(id, "value") as number;
      deck.heads[c] = attr(id, "heads") as number;
    } else deck.order[c] = ORDERS.indexOf(attr(id, "order") as string);
  });
  return deck;
}
