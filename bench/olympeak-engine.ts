// A hand-written engine for the rules in rules/olympeak.agon, for the benchmark only: the yardstick
// the interpreter is measured against, as olympia-engine.ts is for Olympia. It reads the deck
// through the public API (olympeak-deck.ts), makes the same generator calls and asks the agents
// the same questions in the same order as the rules file does, so that with the same seed and
// agents both play the same game, for 2 to 6 players. Every value of the four options is supported
// (each costs a line or two); the players' ages are not: every player has the rules' default age,
// so a tie in hydra heads and value goes to the earlier seat (OPK-T2).
import { xoroshiro128plus, type RandomGenerator } from "pure-rand";
import type { Agent, GameResult, PlainValue } from "../src/index.js";
import { resultOf, shuffleRange, zoneKey, type EventLog, type Layout } from "./engine-kit.js";
import { INSERT, REMOVE, STOP, type OlympeakDeck } from "./olympeak-deck.js";

/** The rules' options: white-in-small-games, clamp, insert-draw and places-after-a-tie. */
export interface OlympeakOptions {
  whiteInSmallGames: boolean;
  /** clamp = per-card */
  clampPerCard: boolean;
  /** insert-draw = extra */
  insertDrawsExtra: boolean;
  /** places-after-a-tie = follow */
  placesFollow: boolean;
  /** white-card-in-small-games = true: white's contender card stays in the row though white does not race */
  whiteCardStays?: boolean;
  /** insert-column = turn: an insert's extra card goes under a contender with no card in the whole turn */
  insertColumnTurn?: boolean;
  /** inserted-order = acts: an order card placed by an insert gives its order */
  insertedOrderActs?: boolean;
  /** recycle-when = emptied: the discard pile is turned over as soon as a draw empties the pile */
  recycleWhenEmptied?: boolean;
  /** the players' ages (OPK-T2: the younger plays first on equal heads and value); default 30 each */
  ages?: readonly number[];
}

export const OLYMPEAK_DEFAULTS: OlympeakOptions = {
  whiteInSmallGames: false,
  clampPerCard: false,
  insertDrawsExtra: false,
  placesFollow: false,
};

/** The decision an agent is asked, by the rules file's label, for an adapter that reports it
 *  (bench/adapters/olympeak.ts); "insert column" is the insert's "column". */
export type OlympeakQuestion =
  | "card to exchange"
  | "first place"
  | "second place"
  | "card to play"
  | "column"
  | "insert column"
  | "use the stop order"
  | "card to remove"
  | "card to insert";

/** The rule IDs each rule block of rules/olympeak.agon implements, which its events carry. */
const RULES = {
  setup: "OPK-C1, OPK-C2, OPK-C3, OPK-C4, OPK-C5",
  stars: "OPK-S1",
  "contender-cards": "OPK-S2",
  start: "OPK-S3",
  "deal-hands": "OPK-S4",
  "tile-sets": "OPK-C5",
  "second-place-draw": "OPK-S6, OPK-S8",
  "opening-exchange": "OPK-S5",
  "exchange-cards": "OPK-S5, OPK-R2",
  recycle: "OPK-R3",
  predictions: "OPK-S6, OPK-S7, OPK-S8",
  play: "OPK-X2",
  turn: "OPK-T1, OPK-X1",
  pick: "OPK-T1",
  "only-orders": "OPK-T3",
  "order-of-play": "OPK-T2, OPK-T3",
  "new-row": "OPK-T7",
  "play-card": "OPK-T4, OPK-O1",
  "open-row": "OPK-T5",
  "lose-turn": "OPK-T6",
  stop: "OPK-O2",
  remove: "OPK-O3",
  insert: "OPK-O4",
  "move-cubes": "OPK-T8",
  "next-round": "OPK-R2",
  finish: "OPK-X3",
  places: "OPK-G2",
  scores: "OPK-G3",
  winner: "OPK-G4",
} as const;
type Block = keyof typeof RULES;

/** The rule IDs of each question, for the choice events an adapter records (bench/adapters/olympeak.ts). */
export const QUESTION_RULES: Record<OlympeakQuestion, string> = {
  "card to exchange": RULES["exchange-cards"],
  "first place": RULES.predictions,
  "second place": RULES.predictions,
  "card to play": RULES.pick,
  column: RULES["play-card"],
  "insert column": RULES.insert,
  "use the stop order": RULES.stop,
  "card to remove": RULES.remove,
  "card to insert": RULES.insert,
};

/** An arranged position the engine's state cannot hold. */
export class LayoutRefused extends Error {}

/** Plays one game. State lives in typed arrays sized once per engine and reused between games;
 *  every zone but the tableau's rows is kept as the rules file keeps it, so that an adapter can
 *  read it at any decision and arrange a position after the setup. */
export class OlympeakEngine {
  /** set before each agent is asked: a store per decision, nothing else */
  question: OlympeakQuestion = "card to play";
  /** called once the setup is done, before play: an adapter arranges the position there */
  afterSetup: (() => void) | undefined = undefined;
  /** where the events go; undefined (the benchmark): none are made */
  log: EventLog | undefined = undefined;
  private readonly K: number;
  private readonly C: number;
  private readonly small: boolean;
  private readonly races: Uint8Array;
  /** the draw pile is pile[head .. tail), its top at head */
  private readonly pile: Int32Array;
  private head = 0;
  private tail = 0;
  private readonly discard: Int32Array;
  private discardLen = 0;
  /** hand p is hands[p * C .. p * C + handLen[p]) */
  private readonly hands: Int32Array;
  private readonly handLen: Int32Array;
  readonly chosen: Int32Array;
  /** the cards the exchanging player gave back so far: exchanged[0 .. exchangedLen) */
  private readonly exchanged: Int32Array;
  private exchangedLen = 0;
  private exchanging = -1;
  /** the tableau's cards in the order they were placed, and each card's row and column */
  private readonly tableau: Int32Array;
  private tableauLen = 0;
  private readonly rowOf: Int32Array;
  private readonly colOf: Int32Array;
  /** the card in each column of the current row, or -1 */
  private readonly cell: Int32Array;
  private readonly colCount: Int32Array;
  currentRow = 0;
  readonly position: Int32Array;
  readonly place: Int32Array;
  /** a column's summed values of the turn (OPK-T8) */
  private readonly moved: Int32Array;
  peak = false;
  /** the players still to play this turn: waiting[waitFrom .. waitEnd) */
  readonly waiting: Int32Array;
  waitFrom = 0;
  waitEnd = 0;
  /** the columns a card may go under, as freeColumns finds them */
  readonly free: Int32Array;
  /** a choice's options: cards to remove, positions in a hand */
  readonly options: Int32Array;
  /** the box (the cards out of play: a small game's starred cards and unused contender cards),
   *  in layout's numbers; laid once per engine, rewritten only by an arrangement */
  private readonly box: Int32Array;
  private boxLen = 0;
  private readonly laidBox: Int32Array;
  private rearranged = true;
  /** the contender cards in the row, by their number among the contender cards */
  private readonly contenderRow: Int32Array;
  private contenderRowLen = 0;
  /** prediction tiles, by their number among the tiles: the supply, the centre (OPK-S6), each
   *  player's set (tileSet[p * T ..], tileSetLen[p]) and predictions (-1: none) */
  private readonly tileSupply: Int32Array;
  private tileSupplyLen = 0;
  private readonly tileCentre: Int32Array;
  private tileCentreLen = 0;
  readonly tileSet: Int32Array;
  readonly tileSetLen: Int32Array;
  readonly firstPlace: Int32Array;
  readonly secondPlace: Int32Array;
  readonly points: Int32Array;
  /** the number on the leftmost contender card (OPK-S2) */
  private roundsInGame = 1;
  round = 1;
  turnFirstRow = 1;
  leader = 0;
  /** whether the game is over (places and points are final) */
  finished = false;
  private readonly ages: Int32Array;
  private readonly laid: { supply: Int32Array; sets: Int32Array; setSize: number; centre: Int32Array };
  private gen: RandomGenerator = xoroshiro128plus(0);
  private agents: Agent[] = [];

  constructor(
    private readonly deck: OlympeakDeck,
    private readonly n: number,
    private readonly opts: OlympeakOptions = OLYMPEAK_DEFAULTS,
  ) {
    const K = (this.K = deck.K);
    const C = (this.C = deck.cards);
    this.small = n <= 3;
    // OPK-S1: a contender that does not race has no column, no cube and no contender card
    this.races = new Uint8Array(K).fill(1);
    if (this.small && !opts.whiteInSmallGames && deck.white >= 0) this.races[deck.white] = 0;
    this.pile = new Int32Array(2 * C);
    this.discard = new Int32Array(C);
    this.hands = new Int32Array(n * C);
    this.handLen = new Int32Array(n);
    this.chosen = new Int32Array(n);
    this.exchanged = new Int32Array(C);
    this.tableau = new Int32Array(C);
    this.rowOf = new Int32Array(C);
    this.colOf = new Int32Array(C);
    this.cell = new Int32Array(K);
    this.colCount = new Int32Array(K);
    this.position = new Int32Array(K);
    this.place = new Int32Array(K);
    this.moved = new Int32Array(K);
    this.waiting = new Int32Array(n);
    this.free = new Int32Array(K);
    this.options = new Int32Array(C);
    this.contenderRow = new Int32Array(deck.ids.length);
    this.ages = Int32Array.from({ length: n }, (_, p) => opts.ages?.[p] ?? 30);
    this.box = new Int32Array(deck.ids.length);
    const R = deck.rowContender.length;
    const boxed: number[] = [];
    for (let c = 0; c < C; c++) if (this.small && deck.star[c]) boxed.push(c);
    for (let i = 0; i < R; i++) if (!this.inRow(i)) boxed.push(C + i);
    this.laidBox = Int32Array.from(boxed);
    const T = deck.tileContender.length;
    this.tileSupply = new Int32Array(T);
    this.tileCentre = new Int32Array(T);
    this.tileSet = new Int32Array(n * T);
    this.tileSetLen = new Int32Array(n);
    this.firstPlace = new Int32Array(n);
    this.secondPlace = new Int32Array(n);
    this.points = new Int32Array(n);
    this.laid = this.layTiles();
  }

  play(seed: number, agents: Agent[]): GameResult {
    this.gen = xoroshiro128plus(seed | 0);
    this.agents = agents;
    const log = this.log;
    this.setup();
    if (this.afterSetup) this.afterSetup();
    if (log) this.phase("play", "start");
    for (;;) {
      this.turn();
      // triggers after a turn: OPK-G1 a contender at 35; OPK-R1, G1 a column of 6 ends the round
      if (this.peak) {
        if (log) this.ended("peak", "OPK-G1");
        break;
      }
      let columnFull = false;
      for (let k = 0; k < this.K; k++) if (this.colCount[k]! >= 6) columnFull = true;
      if (columnFull) {
        if (log) log.push({ type: "trigger", name: "round-over", rule: "OPK-R1, OPK-G1" });
        if (this.round >= this.roundsInGame) {
          if (log) log.push({ type: "end", rule: "OPK-R1, OPK-G1" });
          break;
        }
        this.round++;
        this.nextRound();
      }
    }
    if (log) this.phase("play", "end");
    this.finish();
    return resultOf(this.points, this.n);
  }

  private ended(trigger: string, rule: string): void {
    this.log!.push({ type: "trigger", name: trigger, rule });
    this.log!.push({ type: "end", rule });
  }

  /** the name of a zone instance in the event log, as Agon writes it: `hand[Anna]`, `tableau[red]` */
  private at(zone: string, p: number): string {
    return `${zone}[${this.log!.names[p]}]`;
  }

  private column(k: number): string {
    return `tableau[${this.deck.contenders[k]}]`;
  }

  private phase(name: Block | "draw" | "use-order", phase: "start" | "end", rule: string = RULES[name as Block]): void {
    this.log!.push({ type: "phase", name, phase, rule });
  }

  private logMove(cards: ArrayLike<number>, from: string, to: string, rule: string, row?: number): void {
    const ids = Array.from(cards, (c) => this.deck.ids[c]!);
    this.log!.push(row === undefined ? { type: "move", cards: ids, from, to, rule } : { type: "move", cards: ids, from, to, row, rule });
  }

  private setVar(variable: string, value: PlainValue, rule: string, index?: string): void {
    this.log!.push(index === undefined ? { type: "set", variable, value, rule } : { type: "set", variable, index, value, rule });
  }

  private ask(p: number, question: OlympeakQuestion, count: number, optional: boolean): number {
    this.question = question;
    return this.agents[p]!.decideIndex!(count, optional);
  }

  private setup(): void {
    const { deck, n, C, small, hands, handLen, pile, gen } = this;
    const T = deck.tileContender.length;
    this.head = this.tail = this.discardLen = this.tableauLen = this.currentRow = 0;
    this.peak = this.finished = false;
    this.round = this.turnFirstRow = 1;
    this.leader = 0;
    this.waitFrom = this.waitEnd = 0;
    this.exchangedLen = 0;
    this.exchanging = -1;
    for (let p = 0; p < n; p++) {
      handLen[p] = this.tileSetLen[p] = this.points[p] = 0;
      this.chosen[p] = this.firstPlace[p] = this.secondPlace[p] = -1;
    }
    this.cell.fill(-1);
    this.colCount.fill(0);
    this.place.fill(0);
    const { log } = this;
    const R = deck.rowContender.length;
    const tile = C + R;
    if (log) {
      this.phase("setup", "start");
      this.phase("stars", "start");
    }
    // OPK-S1: the starred cards stay in the box in a 2-3 player game (with the contender cards
    // of contenders that do not race)
    if (this.rearranged) {
      this.box.set(this.laidBox);
      this.rearranged = false;
    }
    this.boxLen = this.laidBox.length;
    for (let c = 0; c < C; c++) if (!(small && deck.star[c])) pile[this.tail++] = c;
    if (log) {
      const progress = Array.from(pile.subarray(0, this.tail)).filter((c) => c < deck.P);
      const orders = Array.from(pile.subarray(0, this.tail)).filter((c) => c >= deck.P);
      if (progress.length) this.logMove(progress, "box", "draw-pile", RULES.stars);
      if (orders.length) this.logMove(orders, "box", "draw-pile", RULES.stars);
      this.phase("stars", "end");
      this.phase("contender-cards", "start");
    }
    // OPK-S2: the contender cards of the racing contenders, shuffled into a row
    let r = 0;
    for (let i = 0; i < R; i++) if (this.inRow(i)) this.contenderRow[r++] = i;
    if (log) {
      if (r > 0)
        this.logMove(
          Array.from(this.contenderRow.subarray(0, r), (i) => C + i),
          "box",
          "contender-row",
          RULES["contender-cards"],
        );
      log.push({ type: "shuffle", zone: "contender-row", rule: RULES["contender-cards"] });
      this.phase("contender-cards", "end");
      this.phase("start", "start");
      this.setVar("round", 1, RULES.start);
      for (let k = 0; k < this.K; k++) this.setVar("position", 0, RULES.start, deck.contenders[k]);
      this.phase("start", "end");
      this.phase("deal-hands", "start");
      log.push({ type: "shuffle", zone: "draw-pile", rule: RULES["deal-hands"] });
    }
    shuffleRange(gen, this.contenderRow, 0, r);
    this.contenderRowLen = r;
    this.roundsInGame = r > 0 ? deck.rowRounds[this.contenderRow[0]!]! : 1;
    // OPK-S3
    this.position.fill(0);
    // OPK-S4: six cards each, dealt one at a time
    shuffleRange(gen, pile, 0, this.tail);
    for (let k = 0; k < 6; k++)
      for (let p = 0; p < n && this.head < this.tail; p++) {
        hands[p * C + handLen[p]!++] = pile[this.head++]!;
        if (log) this.logMove([pile[this.head - 1]!], "draw-pile", this.at("hand", p), RULES["deal-hands"]);
      }
    if (log) {
      this.phase("deal-hands", "end");
      this.phase("tile-sets", "start");
    }
    // OPK-C5, S6: the tile sets and a small game's face-down set, laid once per engine
    const { tileContender } = deck;
    this.tileSupply.set(this.laid.supply);
    this.tileSupplyLen = this.laid.supply.length;
    for (let p = 0; p < n; p++) {
      this.tileSet.set(this.laid.sets.subarray(p * T, (p + 1) * T), p * T);
      this.tileSetLen[p] = this.laid.setSize;
      if (log)
        for (let i = 0; i < this.laid.setSize; i++)
          this.logMove([tile + this.tileSet[p * T + i]!], "tile-supply", this.at("tile-set", p), RULES["tile-sets"]);
    }
    if (log) {
      this.phase("tile-sets", "end");
      this.phase("second-place-draw", "start");
    }
    // OPK-S6: a small game's face-down set of blue, red and green is shuffled and each player
    // gets one as their second place
    if (small) {
      this.tileCentre.set(this.laid.centre);
      if (log) {
        for (let k = 0; k < 3; k++) this.logMove([tile + this.tileCentre[k]!], "tile-supply", "tile-centre", RULES["second-place-draw"]);
        log.push({ type: "shuffle", zone: "tile-centre", rule: RULES["second-place-draw"] });
      }
      shuffleRange(gen, this.tileCentre, 0, 3);
      for (let p = 0; p < n; p++) {
        this.secondPlace[p] = this.tileCentre[p]!;
        if (log) this.logMove([tile + this.secondPlace[p]!], "tile-centre", this.at("second-place", p), RULES["second-place-draw"]);
      }
      this.tileCentre.copyWithin(0, n, 3);
      this.tileCentreLen = 3 - n;
    } else this.tileCentreLen = 0;
    if (log) {
      this.phase("second-place-draw", "end");
      this.phase("opening-exchange", "start");
    }
    // OPK-S5: the swapped-out cards go under the draw pile, which is then shuffled
    for (let p = 0; p < n; p++) {
      const m = this.exchange(p);
      for (let i = 0; i < m; i++) pile[this.tail++] = this.exchanged[i]!;
      if (log && m > 0) this.logMove(this.exchanged.subarray(0, m), this.at("exchanged", p), "draw-pile", RULES["opening-exchange"]);
      this.exchangedLen = 0;
      this.exchanging = -1;
    }
    this.compactPile();
    if (log) log.push({ type: "shuffle", zone: "draw-pile", rule: RULES["opening-exchange"] });
    shuffleRange(gen, pile, 0, this.tail);
    if (log) {
      this.phase("opening-exchange", "end");
      this.phase("predictions", "start");
    }
    // OPK-S6, S7, S8: secret predictions from the player's set, in its order
    for (let p = 0; p < n; p++) {
      if (small) {
        const second = tileContender[this.secondPlace[p]!]!;
        let m = 0;
        for (let i = 0; i < this.tileSetLen[p]!; i++) if (tileContender[this.tileSet[p * T + i]!] !== second) this.options[m++] = i;
        this.firstPlace[p] = this.takeTileFromSet(p, this.options[this.ask(p, "first place", m, false)]!);
        if (log) this.logMove([tile + this.firstPlace[p]!], this.at("tile-set", p), this.at("first-place", p), RULES.predictions);
      } else {
        this.firstPlace[p] = this.takeTileFromSet(p, this.ask(p, "first place", this.tileSetLen[p]!, false));
        if (log) this.logMove([tile + this.firstPlace[p]!], this.at("tile-set", p), this.at("first-place", p), RULES.predictions);
        // the set's other tiles all name other contenders
        this.secondPlace[p] = this.takeTileFromSet(p, this.ask(p, "second place", this.tileSetLen[p]!, false));
        if (log) this.logMove([tile + this.secondPlace[p]!], this.at("tile-set", p), this.at("second-place", p), RULES.predictions);
      }
    }
    if (log) {
      this.phase("predictions", "end");
      this.phase("setup", "end");
    }
  }

  /** OPK-C5: each player's set takes the supply's first tile of each contender in the set (a small
   *  game's: blue, red and green, no starred tile); OPK-S6: a small game's face-down set takes the
   *  next blue, red and green. What is left is the supply. */
  private layTiles(): { supply: Int32Array; sets: Int32Array; setSize: number; centre: Int32Array } {
    const T = this.deck.tileContender.length;
    for (let t = 0; t < T; t++) this.tileSupply[t] = t;
    this.tileSupplyLen = T;
    const setSize = this.small ? 3 : this.K;
    const sets = new Int32Array(this.n * T);
    for (let p = 0; p < this.n; p++) for (let k = 0; k < setSize; k++) sets[p * T + k] = this.takeTile(k);
    const centre = this.small ? Int32Array.from([0, 1, 2], (k) => this.takeTile(k)) : new Int32Array(0);
    return { supply: this.tileSupply.slice(0, this.tileSupplyLen), sets, setSize, centre };
  }

  /** the supply's first tile of contender k (no starred one in a small game), taken out; -1: none */
  private takeTile(k: number): number {
    const { tileSupply: supply, deck, small } = this;
    let i = 0;
    while (i < this.tileSupplyLen && (deck.tileContender[supply[i]!] !== k || (small && deck.tileStar[supply[i]!]))) i++;
    if (i === this.tileSupplyLen) return -1;
    const t = supply[i]!;
    supply.copyWithin(i, i + 1, this.tileSupplyLen--);
    return t;
  }

  private takeTileFromSet(p: number, i: number): number {
    const T = this.deck.tileContender.length;
    const t = this.tileSet[p * T + i]!;
    this.tileSet.copyWithin(p * T + i, p * T + i + 1, p * T + this.tileSetLen[p]!);
    this.tileSetLen[p]!--;
    return t;
  }

  /** OPK-S5, R2: gives back cards until the player answers none, then draws as many; returns how
   *  many (the caller moves them on from exchanged) */
  private exchange(p: number): number {
    const { log } = this;
    const rule = RULES["exchange-cards"];
    if (log) this.phase("exchange-cards", "start");
    this.exchanging = p;
    this.exchangedLen = 0;
    while (this.handLen[p]! > 0) {
      const i = this.ask(p, "card to exchange", this.handLen[p]!, true);
      if (i < 0) break;
      this.exchanged[this.exchangedLen++] = this.takeFromHand(p, i);
      if (log) this.logMove([this.exchanged[this.exchangedLen - 1]!], this.at("hand", p), this.at("exchanged", p), rule);
    }
    for (let i = 0; i < this.exchangedLen; i++) this.draw(p, rule);
    if (log) this.phase("exchange-cards", "end");
    return this.exchangedLen;
  }

  private takeFromHand(p: number, i: number): number {
    const { hands, handLen } = this;
    const base = p * this.C;
    const card = hands[base + i]!;
    const len = handLen[p]! - 1;
    for (let k = base + i; k < base + len; k++) hands[k] = hands[k + 1]!;
    handLen[p] = len;
    return card;
  }

  private toHand(p: number, card: number): void {
    this.hands[p * this.C + this.handLen[p]!++] = card;
  }

  /** a contender card lies in the row (OPK-S2): its contender races, or white-card-in-small-games */
  private inRow(i: number): boolean {
    return this.races[this.deck.rowContender[i]!] === 1 || this.opts.whiteCardStays === true;
  }

  /** a draw, carrying the rule IDs of the rule that asks for it (`rule`) in the events */
  private draw(p: number, rule: string): void {
    const { log } = this;
    if (log) this.phase("draw", "start", rule);
    // the recycle's phase events are made only with a log
    if (log || this.head === this.tail) this.recycle();
    if (this.head < this.tail) {
      this.toHand(p, this.pile[this.head++]!);
      if (log) this.logMove([this.pile[this.head - 1]!], "draw-pile", this.at("hand", p), rule);
    }
    if (this.opts.recycleWhenEmptied) this.recycle();
    if (log) this.phase("draw", "end", rule);
  }

  private recycle(): void {
    const { log } = this;
    if (log) this.phase("recycle", "start");
    // OPK-R3: an empty draw pile is replaced by the shuffled discard pile
    if (this.head === this.tail) {
      if (log && this.discardLen > 0) this.logMove(this.discard.subarray(0, this.discardLen), "discard-pile", "draw-pile", RULES.recycle);
      if (log) log.push({ type: "shuffle", zone: "draw-pile", rule: RULES.recycle });
      this.pile.set(this.discard.subarray(0, this.discardLen), 0);
      this.head = 0;
      this.tail = this.discardLen;
      this.discardLen = 0;
      shuffleRange(this.gen, this.pile, 0, this.tail);
    }
    if (log) this.phase("recycle", "end");
  }

  private compactPile(): void {
    if (this.head > 0) this.pile.copyWithin(0, this.head, this.tail);
    this.tail -= this.head;
    this.head = 0;
  }

  private turn(): void {
    const { n, deck, chosen, log } = this;
    const P = deck.P;
    if (log) {
      this.phase("turn", "start");
      this.phase("pick", "start");
    }
    // OPK-T1: everyone with a card picks one
    let onlyOrders = true;
    for (let p = 0; p < n; p++) {
      const len = this.handLen[p]!;
      if (len > 0) {
        chosen[p] = this.takeFromHand(p, this.ask(p, "card to play", len, false));
        if (chosen[p]! < P) onlyOrders = false;
        if (log) this.logMove([chosen[p]!], this.at("hand", p), this.at("chosen", p), RULES.pick);
      }
    }
    if (log) {
      // every player's zone is revealed, an empty one too
      for (let p = 0; p < n; p++)
        log.push({ type: "reveal", zone: this.at("chosen", p), cards: chosen[p]! < 0 ? [] : [deck.ids[chosen[p]!]!], rule: RULES.pick });
      this.phase("pick", "end");
      this.phase("only-orders", "start");
    }
    // OPK-T3: only order cards: all are discarded, everyone draws, the turn starts over
    if (onlyOrders) {
      for (let p = 0; p < n; p++) {
        if (chosen[p]! < 0) continue;
        this.discard[this.discardLen++] = chosen[p]!;
        if (log) this.logMove([chosen[p]!], this.at("chosen", p), "discard-pile", RULES["only-orders"]);
        chosen[p] = -1;
        this.draw(p, RULES["only-orders"]);
      }
      if (log) {
        this.phase("only-orders", "end");
        this.phase("turn", "end");
      }
      return;
    }
    if (log) this.phase("only-orders", "end");
    // OPK-T2, T3: most heads, then the lower value, then the earlier seat; the rest clockwise
    let leader = -1;
    for (let p = 0; p < n; p++) {
      const c = chosen[p]!;
      if (c < 0 || c >= P) continue;
      const l = leader < 0 ? -1 : chosen[leader]!;
      if (
        l < 0 ||
        deck.heads[c]! > deck.heads[l]! ||
        (deck.heads[c] === deck.heads[l] &&
          (deck.value[c]! < deck.value[l]! || (deck.value[c] === deck.value[l] && this.ages[p]! < this.ages[leader]!)))
      )
        leader = p;
    }
    this.waitFrom = this.waitEnd = 0;
    this.leader = leader;
    for (let i = 0; i < n; i++) {
      const p = (leader + i) % n;
      if (chosen[p]! >= 0) this.waiting[this.waitEnd++] = p;
    }
    if (log) {
      this.phase("order-of-play", "start");
      this.setVar("leader", log.names[leader]!, RULES["order-of-play"]);
      this.setVar("waiting", this.waitingNames(), RULES["order-of-play"]);
      this.phase("order-of-play", "end");
    }
    // OPK-T7: every turn begins a fresh row
    this.newRow();
    this.turnFirstRow = this.currentRow;
    if (log) {
      this.phase("new-row", "start");
      this.setVar("current-row", this.currentRow, RULES["new-row"]);
      this.setVar("turn-first-row", this.turnFirstRow, RULES["new-row"]);
      this.phase("new-row", "end");
    }
    while (this.waitFrom < this.waitEnd) {
      const actor = this.waiting[this.waitFrom++]!;
      if (log) this.setVar("waiting", this.waitingNames(), RULES.turn);
      this.playCard(actor);
    }
    this.moveCubes(this.turnFirstRow);
    if (log) this.phase("turn", "end");
  }

  private waitingNames(): string[] {
    return Array.from(this.waiting.subarray(this.waitFrom, this.waitEnd), (p) => this.log!.names[p]!);
  }

  private newRow(): void {
    this.currentRow++;
    this.cell.fill(-1);
  }

  private rowFull(): boolean {
    for (let k = 0; k < this.K; k++) if (this.races[k] && this.cell[k]! < 0) return false;
    return true;
  }

  /** The columns card c may go under in the current row, into this.free; returns how many. */
  private freeColumns(c: number): number {
    const { deck, K } = this;
    let m = 0;
    for (let i = 0; i < deck.signCount[c]!; i++) {
      const k = deck.signs[c * K + i]!;
      if (this.races[k] && this.cell[k]! < 0) this.free[m++] = k;
    }
    return m;
  }

  private placeCard(c: number, k: number): void {
    this.tableau[this.tableauLen++] = c;
    this.rowOf[c] = this.currentRow;
    this.colOf[c] = k;
    this.cell[k] = c;
    this.colCount[k]++;
  }

  /** OPK-T4, O1: the actor places the picked card, then its order (if any) runs */
  private playCard(actor: number): void {
    const { deck, chosen, log } = this;
    const play = RULES["play-card"];
    const c = chosen[actor]!;
    if (log) {
      this.phase("play-card", "start");
      this.phase("open-row", "start");
    }
    // OPK-T5: a new row opens only when every contender has a card in the current one
    if (this.rowFull()) {
      this.newRow();
      if (log) this.setVar("current-row", this.currentRow, RULES["open-row"]);
    }
    if (log) {
      this.phase("open-row", "end");
      this.phase("lose-turn", "start");
    }
    const m = this.freeColumns(c);
    // OPK-T6: a player who cannot place takes the card back and draws
    if (m === 0) {
      chosen[actor] = -1;
      this.toHand(actor, c);
      if (log) this.logMove([c], this.at("chosen", actor), this.at("hand", actor), RULES["lose-turn"]);
      this.draw(actor, RULES["lose-turn"]);
      if (log) {
        this.phase("lose-turn", "end");
        this.phase("play-card", "end");
      }
      return;
    }
    if (log) this.phase("lose-turn", "end");
    const k = this.free[this.ask(actor, "column", m, false)]!;
    chosen[actor] = -1;
    this.placeCard(c, k);
    if (log) this.logMove([c], this.at("chosen", actor), this.column(k), play, this.currentRow);
    this.draw(actor, play);
    if (deck.order[c]! >= 0) this.useOrder(actor, c, play);
    if (log) this.phase("play-card", "end");
  }

  /** The order of card c just placed (OPK-O1: its use is optional), its events carrying `rule`, the rule that placed it */
  private useOrder(actor: number, c: number, rule: string): void {
    const { chosen, log } = this;
    const order = this.deck.order[c]!;
    if (log) {
      this.phase("use-order", "start", rule);
      this.phase("stop", "start");
    }
    if (order === STOP) {
      // OPK-O2: the actor may end the turn; those still to play take their cards back and draw
      if (this.waitFrom < this.waitEnd && this.ask(actor, "use the stop order", 2, false) === 0) {
        for (let i = this.waitFrom; i < this.waitEnd; i++) {
          const p = this.waiting[i]!;
          this.toHand(p, chosen[p]!);
          if (log) this.logMove([chosen[p]!], this.at("chosen", p), this.at("hand", p), RULES.stop);
          chosen[p] = -1;
          this.draw(p, RULES.stop);
        }
        this.waitFrom = this.waitEnd;
        if (log) this.setVar("waiting", [], RULES.stop);
      }
    }
    if (log) {
      this.phase("stop", "end");
      this.phase("remove", "start");
    }
    if (order === REMOVE) {
      // OPK-O3: any other card of the current row, in column order, may be discarded
      let m = 0;
      for (let k = 0; k < this.K; k++) if (this.cell[k]! >= 0 && this.cell[k] !== c) this.options[m++] = this.cell[k]!;
      if (m > 0) {
        const i = this.ask(actor, "card to remove", m, true);
        if (i >= 0) {
          const x = this.options[i]!;
          if (log) this.logMove([x], "tableau", "discard-pile", RULES.remove);
          this.removeCard(x);
        }
      }
    }
    if (log) {
      this.phase("remove", "end");
      this.phase("insert", "start");
    }
    if (order === INSERT) {
      // OPK-O4: one more card from the hand under a contender with no card yet; played last on
      // a full row it opens a new one
      if (this.opts.insertDrawsExtra) this.draw(actor, RULES.insert);
      const opened = this.rowFull() && this.waitFrom === this.waitEnd;
      if (opened) {
        this.newRow();
        if (log) this.setVar("current-row", this.currentRow, RULES.insert);
      }
      const base = actor * this.C;
      let m = 0;
      for (let h = 0; h < this.handLen[actor]!; h++) if (this.insertColumns(this.hands[base + h]!, opened) > 0) this.options[m++] = h;
      if (m > 0) {
        const i = this.ask(actor, "card to insert", m, true);
        if (i >= 0) {
          // the card stays in the hand until its column is chosen
          const x = this.hands[base + this.options[i]!]!;
          const j = this.ask(actor, "insert column", this.insertColumns(x, opened), false);
          this.takeFromHand(actor, this.options[i]!);
          this.placeCard(x, this.free[j]!);
          if (log) this.logMove([x], this.at("hand", actor), this.column(this.free[j]!), RULES.insert, this.currentRow);
          this.draw(actor, RULES.insert);
          if (this.deck.order[x]! >= 0 && this.opts.insertedOrderActs) this.useOrder(actor, x, RULES.insert);
        }
      }
    }
    if (log) {
      this.phase("insert", "end");
      this.phase("use-order", "end", rule);
    }
  }

  /** OPK-O4: the columns an insert's extra card may go under, into this.free; returns how many.
   *  insert-column = turn: only those with no card in the whole turn, unless the insert opened the row. */
  private insertColumns(c: number, opened: boolean): number {
    const m = this.freeColumns(c);
    if (!this.opts.insertColumnTurn || opened) return m;
    let kept = 0;
    for (let i = 0; i < m; i++) {
      const k = this.free[i]!;
      let turnFree = true;
      for (let t = 0; t < this.tableauLen; t++) {
        const x = this.tableau[t]!;
        if (this.colOf[x] === k && this.rowOf[x]! >= this.turnFirstRow) turnFree = false;
      }
      if (turnFree) this.free[kept++] = k;
    }
    return kept;
  }

  private removeCard(x: number): void {
    const { tableau } = this;
    let i = this.tableauLen - 1;
    while (tableau[i] !== x) i--;
    this.tableauLen--;
    for (; i < this.tableauLen; i++) tableau[i] = tableau[i + 1]!;
    this.cell[this.colOf[x]!] = -1;
    this.colCount[this.colOf[x]!]--;
    this.discard[this.discardLen++] = x;
  }

  /** OPK-T8: each cube moves by the progress cards placed under it this turn, in row order */
  private moveCubes(turnFirstRow: number): void {
    const { K, deck, tableau, position, moved, log } = this;
    if (log) this.phase("move-cubes", "start");
    if (this.opts.clampPerCard) {
      // each column's progress cards of the turn, in the order they were placed (by row)
      for (let k = 0; k < K; k++) {
        if (!this.races[k]) continue;
        for (let i = 0; i < this.tableauLen; i++) {
          const x = tableau[i]!;
          if (x < deck.P && this.colOf[x] === k && this.rowOf[x]! >= turnFirstRow) this.moveCube(k, position[k]! + deck.value[x]!);
        }
      }
    } else {
      moved.fill(0);
      for (let i = 0; i < this.tableauLen; i++) {
        const x = tableau[i]!;
        if (x < deck.P && this.rowOf[x]! >= turnFirstRow) moved[this.colOf[x]!] += deck.value[x]!;
      }
      for (let k = 0; k < K; k++) if (this.races[k]) this.moveCube(k, position[k]! + moved[k]!);
    }
    if (log) this.phase("move-cubes", "end");
  }

  private moveCube(k: number, to: number): void {
    const { position, log } = this;
    position[k] = track(to);
    if (log) this.setVar("position", position[k]!, RULES["move-cubes"], this.deck.contenders[k]);
    if (position[k] === 35) {
      this.peak = true;
      if (log) this.setVar("peak-reached", true, RULES["move-cubes"]);
    }
  }

  /** OPK-R2: the table is discarded, and everyone may swap cards onto the discard pile */
  private nextRound(): void {
    const { log } = this;
    const rule = RULES["next-round"];
    if (log) {
      this.phase("next-round", "start");
      this.setVar("round", this.round, rule);
      if (this.tableauLen > 0) this.logMove(this.tableau.subarray(0, this.tableauLen), "tableau", "discard-pile", rule);
      this.setVar("current-row", 0, rule);
    }
    this.discard.set(this.tableau.subarray(0, this.tableauLen), this.discardLen);
    this.discardLen += this.tableauLen;
    this.tableauLen = 0;
    this.colCount.fill(0);
    this.currentRow = 0;
    for (let p = 0; p < this.n; p++) {
      const m = this.exchange(p);
      for (let i = 0; i < m; i++) this.discard[this.discardLen++] = this.exchanged[i]!;
      if (log && m > 0) this.logMove(this.exchanged.subarray(0, m), this.at("exchanged", p), "discard-pile", rule);
      this.exchangedLen = 0;
      this.exchanging = -1;
    }
    if (log) this.phase("next-round", "end");
  }

  private finish(): void {
    const { K, races, position, place, log, deck } = this;
    if (log) {
      this.phase("finish", "start");
      const tile = this.C + deck.rowContender.length;
      for (const [zone, tiles] of [
        ["first-place", this.firstPlace],
        ["second-place", this.secondPlace],
      ] as const)
        for (let p = 0; p < this.n; p++)
          log.push({
            type: "reveal",
            zone: this.at(zone, p),
            cards: tiles[p]! < 0 ? [] : [deck.ids[tile + tiles[p]!]!],
            rule: RULES.finish,
          });
      this.phase("places", "start");
    }
    // OPK-G2: level contenders share a place; the next skips the shared places, or follows on
    for (let k = 0; k < K; k++) {
      place[k] = 0;
      if (!races[k]) continue;
      let ahead = 0;
      for (let j = 0; j < K; j++) {
        if (!races[j] || position[j]! <= position[k]!) continue;
        let counted = false;
        if (this.opts.placesFollow) for (let i = 0; i < j; i++) if (races[i] && position[i] === position[j]) counted = true;
        if (!counted) ahead++;
      }
      place[k] = 1 + ahead;
      if (log) this.setVar("place", place[k]!, RULES.places, deck.contenders[k]);
    }
    if (log) {
      this.phase("places", "end");
      this.phase("scores", "start");
    }
    // OPK-G3: predicted first scores 5 for first, 3 for second; predicted second 3 and 4
    const { tileContender } = this.deck;
    for (let p = 0; p < this.n; p++) {
      // no points before both predictions are made (an arranged position may lack one)
      if (this.firstPlace[p]! < 0 || this.secondPlace[p]! < 0) continue;
      const first = place[tileContender[this.firstPlace[p]!]!]!;
      const second = place[tileContender[this.secondPlace[p]!]!]!;
      this.points[p] = (first === 1 ? 5 : first === 2 ? 3 : 0) + (second === 1 ? 3 : second === 2 ? 4 : 0);
    }
    if (log) {
      for (let p = 0; p < this.n; p++) this.setVar("points", this.points[p]!, RULES.scores, log.names[p]);
      this.phase("scores", "end");
      this.phase("winner", "start");
      this.phase("winner", "end");
      this.phase("finish", "end");
    }
    this.finished = true;
  }

  /** The options of the question being asked of `seat` (with `count` of them), as numbers: cards
   *  and tiles as layout numbers them, columns as contender ordinals, the stop's true and false as 1 and 0. */
  optionsAsked(seat: number, count: number): number[] {
    const { C, deck } = this;
    const T = deck.tileContender.length;
    const tile = (t: number) => C + deck.rowContender.length + t;
    const hand = () => Array.from(this.hands.subarray(seat * C, seat * C + this.handLen[seat]!));
    switch (this.question) {
      case "card to exchange":
      case "card to play":
        return hand();
      case "first place":
        // a small game's options skip the set's tile of the second place's contender
        if (count < this.tileSetLen[seat]!) return Array.from(this.options.subarray(0, count), (i) => tile(this.tileSet[seat * T + i]!));
        return Array.from(this.tileSet.subarray(seat * T, seat * T + count), tile);
      case "second place":
        return Array.from(this.tileSet.subarray(seat * T, seat * T + count), tile);
      case "column":
      case "insert column":
        return Array.from(this.free.subarray(0, count));
      case "use the stop order":
        return [1, 0];
      case "card to remove":
        return Array.from(this.options.subarray(0, count));
      case "card to insert":
        return Array.from(this.options.subarray(0, count), (h) => this.hands[seat * C + h]!);
      default: {
        const unknown: never = this.question;
        throw new Error(`unknown question ${String(unknown)}`);
      }
    }
  }

  /** Every zone the engine keeps, by the rules file's name, with its cards in the rules file's
   *  order; the tableau also by column (its rows are not a zone). */
  layout(): Layout {
    const { n, C, K, deck } = this;
    const R = deck.rowContender.length;
    const T = deck.tileContender.length;
    const zones: Layout = new Map();
    const slice = (xs: Int32Array, from: number, to: number, offset = 0) => Array.from(xs.subarray(from, to), (c) => c + offset);
    const one = (c: number, offset = 0) => (c < 0 ? [] : [c + offset]);
    zones.set(zoneKey("draw-pile"), slice(this.pile, this.head, this.tail));
    zones.set(zoneKey("box"), slice(this.box, 0, this.boxLen));
    zones.set(zoneKey("discard-pile"), slice(this.discard, 0, this.discardLen));
    const tableau = slice(this.tableau, 0, this.tableauLen);
    zones.set(zoneKey("tableau"), tableau);
    for (let k = 0; k < K; k++)
      zones.set(
        zoneKey("tableau", k),
        tableau.filter((c) => this.colOf[c] === k),
      );
    zones.set(zoneKey("contender-row"), slice(this.contenderRow, 0, this.contenderRowLen, C));
    zones.set(zoneKey("tile-supply"), slice(this.tileSupply, 0, this.tileSupplyLen, C + R));
    zones.set(zoneKey("tile-centre"), slice(this.tileCentre, 0, this.tileCentreLen, C + R));
    for (let p = 0; p < n; p++) {
      zones.set(zoneKey("hand", p), slice(this.hands, p * C, p * C + this.handLen[p]!));
      zones.set(zoneKey("chosen", p), one(this.chosen[p]!));
      zones.set(zoneKey("exchanged", p), p === this.exchanging ? slice(this.exchanged, 0, this.exchangedLen) : []);
      zones.set(zoneKey("tile-set", p), slice(this.tileSet, p * T, p * T + this.tileSetLen[p]!, C + R));
      zones.set(zoneKey("first-place", p), one(this.firstPlace[p]!, C + R));
      zones.set(zoneKey("second-place", p), one(this.secondPlace[p]!, C + R));
    }
    return zones;
  }

  /** Takes a position in the form `layout` gives (after the setup, before play); throws
   *  LayoutRefused for what the engine's state cannot hold. */
  setLayout(zones: Layout): void {
    const { n, C, K, deck } = this;
    const R = deck.rowContender.length;
    const T = deck.tileContender.length;
    const get = (name: string, index?: number) => zones.get(zoneKey(name, index)) ?? [];
    const inRange = (name: string, index: number | undefined, from: number, to: number, what: string): number[] => {
      const cards = get(name, index);
      if (!cards.every((c) => c >= from && c < to)) throw new LayoutRefused(`the engine keeps only ${what} in ${name}`);
      return cards.map((c) => c - from);
    };
    const cards = (name: string, index?: number) => inRange(name, index, 0, C, "progress and order cards");
    const tiles = (name: string, index?: number) => inRange(name, index, C + R, C + R + T, "prediction tiles");
    const atMostOne = (name: string, xs: number[]): number => {
      if (xs.length > 1) throw new LayoutRefused(`the engine keeps one tile at most in ${name}`);
      return xs.length ? xs[0]! : -1;
    };
    const fill = (xs: Int32Array, from: number, values: number[]) => {
      xs.set(values, from);
      return values.length;
    };
    if (get("tableau").length > 0 || Array.from({ length: K }, (_, k) => get("tableau", k).length).some((m) => m > 0))
      throw new LayoutRefused("the engine starts play from an empty tableau");
    this.rearranged = true;
    this.boxLen = fill(this.box, 0, get("box"));
    this.head = 0;
    this.tail = fill(this.pile, 0, cards("draw-pile"));
    this.discardLen = fill(this.discard, 0, cards("discard-pile"));
    const row = inRange("contender-row", undefined, C, C + R, "contender cards");
    this.contenderRowLen = fill(this.contenderRow, 0, row);
    // OPK-S2: the leftmost card sets the number of rounds
    this.roundsInGame = row.length > 0 ? deck.rowRounds[row[0]!]! : 1;
    this.tileSupplyLen = fill(this.tileSupply, 0, tiles("tile-supply"));
    this.tileCentreLen = fill(this.tileCentre, 0, tiles("tile-centre"));
    for (let p = 0; p < n; p++) {
      this.handLen[p] = fill(this.hands, p * C, cards("hand", p));
      if (cards("chosen", p).length + cards("exchanged", p).length > 0)
        throw new LayoutRefused("the engine starts play with no card chosen or exchanged");
      this.tileSetLen[p] = fill(this.tileSet, p * T, tiles("tile-set", p));
      this.firstPlace[p] = atMostOne("first-place", tiles("first-place", p));
      this.secondPlace[p] = atMostOne("second-place", tiles("second-place", p));
    }
  }
}

/** The track runs from -5 to 35 (OPK-C4) */
function track(x: number): number {
  return x > 35 ? 35 : Math.max(x, -5);
}
