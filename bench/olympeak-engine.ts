// A hand-written engine for the rules in rules/olympeak.agon, for the benchmark only: the yardstick
// the interpreter is measured against, as olympia-engine.ts is for Olympia. It reads the deck
// through the public API (olympeak-deck.ts), makes the same generator calls and asks the agents
// the same questions in the same order as the rules file does, so that with the same seed and
// agents both play the same game, for 2 to 6 players. Every value of the four options is supported
// (each costs a line or two); the players' ages are not: every player has the rules' default age,
// so a tie in hydra heads and value goes to the earlier seat (OPK-T2).
import { xoroshiro128plus, type RandomGenerator } from "pure-rand";
import type { Agent, GameResult } from "../src/index.js";
import { resultOf, shuffleRange } from "./engine-kit.js";
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
}

export const OLYMPEAK_DEFAULTS: OlympeakOptions = {
  whiteInSmallGames: false,
  clampPerCard: false,
  insertDrawsExtra: false,
  placesFollow: false,
};

/** Plays one game. State lives in typed arrays sized once per engine and reused between games. */
export class OlympeakEngine {
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
  private readonly chosen: Int32Array;
  private readonly exchanged: Int32Array;
  /** the tableau's cards in the order they were placed, and each card's row and column */
  private readonly tableau: Int32Array;
  private tableauLen = 0;
  private readonly rowOf: Int32Array;
  private readonly colOf: Int32Array;
  /** the card in each column of the current row, or -1 */
  private readonly cell: Int32Array;
  private readonly colCount: Int32Array;
  private currentRow = 0;
  private readonly position: Int32Array;
  private readonly place: Int32Array;
  /** a column's summed values of the turn (OPK-T8) */
  private readonly moved: Int32Array;
  private peak = false;
  /** the players still to play this turn: waiting[waitFrom .. waitEnd) */
  private readonly waiting: Int32Array;
  private waitFrom = 0;
  private waitEnd = 0;
  /** the columns a card may go under, as freeColumns finds them */
  private readonly free: Int32Array;
  /** a choice's options: cards to remove, positions in a hand, the centre's tiles */
  private readonly options: Int32Array;
  private readonly contenderRow: Int32Array;
  private readonly firstPlace: Int32Array;
  private readonly secondPlace: Int32Array;
  readonly points: Int32Array;
  /** the number on the leftmost contender card (OPK-S2) */
  private roundsInGame = 1;
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
    this.contenderRow = new Int32Array(deck.rowContender.length);
    this.firstPlace = new Int32Array(n);
    this.secondPlace = new Int32Array(n);
    this.points = new Int32Array(n);
  }

  play(seed: number, agents: Agent[]): GameResult {
    this.gen = xoroshiro128plus(seed | 0);
    this.agents = agents;
    this.setup();
    let round = 1;
    for (;;) {
      this.turn();
      // triggers after a turn: OPK-G1 a contender at 35; OPK-R1, G1 a column of 6 ends the round
      if (this.peak) break;
      let columnFull = false;
      for (let k = 0; k < this.K; k++) if (this.colCount[k]! >= 6) columnFull = true;
      if (columnFull) {
        if (round >= this.roundsInGame) break;
        round++;
        this.nextRound();
      }
    }
    this.finish();
    return resultOf(this.points, this.n);
  }

  private ask(p: number, count: number, optional: boolean): number {
    return this.agents[p]!.decideIndex!(count, optional);
  }

  private setup(): void {
    const { deck, n, C, small, hands, handLen, pile, gen } = this;
    this.head = this.tail = this.discardLen = this.tableauLen = this.currentRow = 0;
    this.peak = false;
    handLen.fill(0);
    this.chosen.fill(-1);
    this.cell.fill(-1);
    this.colCount.fill(0);
    // OPK-S1: the starred cards stay in the box in a 2-3 player game
    for (let c = 0; c < C; c++) if (!(small && deck.star[c])) pile[this.tail++] = c;
    // OPK-S2: the contender cards of the racing contenders, shuffled into a row
    let r = 0;
    for (let i = 0; i < deck.rowContender.length; i++) if (this.races[deck.rowContender[i]!]) this.contenderRow[r++] = i;
    shuffleRange(gen, this.contenderRow, 0, r);
    this.roundsInGame = r > 0 ? deck.rowRounds[this.contenderRow[0]!]! : 1;
    // OPK-S3
    this.position.fill(0);
    // OPK-S4: six cards each, dealt one at a time
    shuffleRange(gen, pile, 0, this.tail);
    for (let k = 0; k < 6; k++) for (let p = 0; p < n && this.head < this.tail; p++) hands[p * C + handLen[p]!++] = pile[this.head++]!;
    // OPK-C5, S6: a small game's players hold blue, red and green tiles; the face-down set of
    // blue, red and green is shuffled and each player gets one as their second place
    if (small) {
      const centre = this.options;
      for (let k = 0; k < 3; k++) centre[k] = k;
      shuffleRange(gen, centre, 0, 3);
      for (let p = 0; p < n; p++) this.secondPlace[p] = centre[p]!;
    }
    // OPK-S5: the swapped-out cards go under the draw pile, which is then shuffled
    for (let p = 0; p < n; p++) {
      const m = this.exchange(p);
      for (let i = 0; i < m; i++) pile[this.tail++] = this.exchanged[i]!;
    }
    this.compactPile();
    shuffleRange(gen, pile, 0, this.tail);
    // OPK-S6, S7, S8: secret predictions; a tile set lists the contenders in enum order
    for (let p = 0; p < n; p++) {
      if (small) {
        const first = this.ask(p, 2, false);
        this.firstPlace[p] = first < this.secondPlace[p]! ? first : first + 1;
      } else {
        const first = this.ask(p, this.K, false);
        const second = this.ask(p, this.K - 1, false);
        this.firstPlace[p] = first;
        this.secondPlace[p] = second < first ? second : second + 1;
      }
    }
  }

  /** OPK-S5, R2: gives back cards until the player answers none, then draws as many; returns how many */
  private exchange(p: number): number {
    let m = 0;
    while (this.handLen[p]! > 0) {
      const i = this.ask(p, this.handLen[p]!, true);
      if (i < 0) break;
      this.exchanged[m++] = this.takeFromHand(p, i);
    }
    for (let i = 0; i < m; i++) this.draw(p);
    return m;
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

  private draw(p: number): void {
    // OPK-R3: an empty draw pile is replaced by the shuffled discard pile
    if (this.head === this.tail) {
      this.pile.set(this.discard.subarray(0, this.discardLen), 0);
      this.head = 0;
      this.tail = this.discardLen;
      this.discardLen = 0;
      shuffleRange(this.gen, this.pile, 0, this.tail);
    }
    if (this.head < this.tail) this.toHand(p, this.pile[this.head++]!);
  }

  private compactPile(): void {
    if (this.head > 0) this.pile.copyWithin(0, this.head, this.tail);
    this.tail -= this.head;
    this.head = 0;
  }

  private turn(): void {
    const { n, deck, chosen } = this;
    const P = deck.P;
    // OPK-T1: everyone with a card picks one
    let onlyOrders = true;
    for (let p = 0; p < n; p++) {
      const len = this.handLen[p]!;
      if (len > 0) {
        chosen[p] = this.takeFromHand(p, this.ask(p, len, false));
        if (chosen[p]! < P) onlyOrders = false;
      }
    }
    // OPK-T3: only order cards: all are discarded, everyone draws, the turn starts over
    if (onlyOrders) {
      for (let p = 0; p < n; p++) {
        if (chosen[p]! < 0) continue;
        this.discard[this.discardLen++] = chosen[p]!;
        chosen[p] = -1;
        this.draw(p);
      }
      return;
    }
    // OPK-T2, T3: most heads, then the lower value, then the earlier seat; the rest clockwise
    let leader = -1;
    for (let p = 0; p < n; p++) {
      const c = chosen[p]!;
      if (c < 0 || c >= P) continue;
      const l = leader < 0 ? -1 : chosen[leader]!;
      if (l < 0 || deck.heads[c]! > deck.heads[l]! || (deck.heads[c] === deck.heads[l] && deck.value[c]! < deck.value[l]!)) leader = p;
    }
    this.waitFrom = this.waitEnd = 0;
    for (let i = 0; i < n; i++) {
      const p = (leader + i) % n;
      if (chosen[p]! >= 0) this.waiting[this.waitEnd++] = p;
    }
    // OPK-T7: every turn begins a fresh row
    this.newRow();
    const turnFirstRow = this.currentRow;
    while (this.waitFrom < this.waitEnd) this.playCard(this.waiting[this.waitFrom++]!);
    this.moveCubes(turnFirstRow);
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
    const { deck, chosen } = this;
    const c = chosen[actor]!;
    chosen[actor] = -1;
    // OPK-T5: a new row opens only when every contender has a card in the current one
    if (this.rowFull()) this.newRow();
    let m = this.freeColumns(c);
    // OPK-T6: a player who cannot place takes the card back and draws
    if (m === 0) {
      this.toHand(actor, c);
      this.draw(actor);
      return;
    }
    this.placeCard(c, this.free[this.ask(actor, m, false)]!);
    this.draw(actor);
    const order = deck.order[c]!;
    if (order === STOP) {
      // OPK-O2: the actor may end the turn; those still to play take their cards back and draw
      if (this.waitFrom < this.waitEnd && this.ask(actor, 2, false) === 0) {
        for (let i = this.waitFrom; i < this.waitEnd; i++) {
          const p = this.waiting[i]!;
          this.toHand(p, chosen[p]!);
          chosen[p] = -1;
          this.draw(p);
        }
        this.waitFrom = this.waitEnd;
      }
    } else if (order === REMOVE) {
      // OPK-O3: any other card of the current row, in column order, may be discarded
      m = 0;
      for (let k = 0; k < this.K; k++) if (this.cell[k]! >= 0 && this.cell[k] !== c) this.options[m++] = this.cell[k]!;
      if (m > 0) {
        const i = this.ask(actor, m, true);
        if (i >= 0) this.removeCard(this.options[i]!);
      }
    } else if (order === INSERT) {
      // OPK-O4: one more card from the hand under a contender with no card yet; played last on
      // a full row it opens a new one
      if (this.opts.insertDrawsExtra) this.draw(actor);
      if (this.rowFull() && this.waitFrom === this.waitEnd) this.newRow();
      const base = actor * this.C;
      m = 0;
      for (let h = 0; h < this.handLen[actor]!; h++) if (this.freeColumns(this.hands[base + h]!) > 0) this.options[m++] = h;
      if (m > 0) {
        const i = this.ask(actor, m, true);
        if (i >= 0) {
          const x = this.takeFromHand(actor, this.options[i]!);
          const j = this.ask(actor, this.freeColumns(x), false);
          this.placeCard(x, this.free[j]!);
          this.draw(actor);
        }
      }
    }
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
    const { K, deck, tableau, position, moved } = this;
    const perCard = this.opts.clampPerCard;
    moved.fill(0);
    for (let i = 0; i < this.tableauLen; i++) {
      const x = tableau[i]!;
      if (x >= deck.P || this.rowOf[x]! < turnFirstRow) continue;
      const k = this.colOf[x]!;
      if (!perCard) moved[k] += deck.value[x]!;
      else {
        position[k] = track(position[k]! + deck.value[x]!);
        if (position[k] === 35) this.peak = true;
      }
    }
    if (perCard) return;
    for (let k = 0; k < K; k++) {
      if (!this.races[k]) continue;
      position[k] = track(position[k]! + moved[k]!);
      if (position[k] === 35) this.peak = true;
    }
  }

  /** OPK-R2: the table is discarded, and everyone may swap cards onto the discard pile */
  private nextRound(): void {
    this.discard.set(this.tableau.subarray(0, this.tableauLen), this.discardLen);
    this.discardLen += this.tableauLen;
    this.tableauLen = 0;
    this.colCount.fill(0);
    this.currentRow = 0;
    for (let p = 0; p < this.n; p++) {
      const m = this.exchange(p);
      for (let i = 0; i < m; i++) this.discard[this.discardLen++] = this.exchanged[i]!;
    }
  }

  private finish(): void {
    const { K, races, position, place } = this;
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
    }
    // OPK-G3: predicted first scores 5 for first, 3 for second; predicted second 3 and 4
    for (let p = 0; p < this.n; p++) {
      const first = place[this.firstPlace[p]!]!;
      const second = place[this.secondPlace[p]!]!;
      this.points[p] = (first === 1 ? 5 : first === 2 ? 3 : 0) + (second === 1 ? 3 : second === 2 ? 4 : 0);
    }
  }
}

/** The track runs from -5 to 35 (OPK-C4) */
function track(x: number): number {
  return x > 35 ? 35 : Math.max(x, -5);
}
