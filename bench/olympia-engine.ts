// A hand-written engine for the rules in rules/olympia-2000.agon, for the benchmark only: the
// yardstick the interpreter is measured against. It reads the deck through the public API and
// makes the same generator calls and asks the agents the same questions in the same order as the
// rules file does, so that with the same seed and agents both play the same game. Its zones are
// the rules file's, card for card and in the same order, so that an adapter can read them and
// arrange a position after the setup (bench/adapters/olympia.ts).
import { unsafeUniformIntDistribution, xoroshiro128plus } from "pure-rand";
import type { Agent, CompiledGame, GameResult } from "../src/index.js";
import { newMatch } from "../src/index.js";
import { resultOf, shuffleRange, zoneKey, type EventLog, type Layout } from "./engine-kit.js";

export interface OlympiaOptions {
  openingRandom: boolean;
  chooserBest: boolean;
  /** hand-size: cards dealt to each player at the start (default 4) */
  handSize?: number;
  /** placing-ties = best-tie-only: only a tie for the best voids the contest */
  bestTieOnly?: boolean;
  /** void-contest-consolation = withheld: no consolation tile in a contest nobody places in */
  consolationWithheld?: boolean;
  /** replay-pile = passes: the pile moves on after a replayed contest */
  replayPasses?: boolean;
}

/** The deck as flat arrays. Every card has a number: the athletes 0..A-1, then the laurel tiles,
 *  then the consolation tiles, each kind in file order. */
export interface OlympiaDeck {
  ids: string[];
  A: number;
  /** the first laurel tile's and the first consolation tile's number */
  laurels: number;
  consolations: number;
  disciplines: string[];
  /** placing[a * D + d]: the placing, or -1 for a no-placing entry */
  placing: Int32Array;
  loser: Uint8Array;
  /** per card: a tile's value, a laurel tile's discipline */
  value: Int32Array;
  discipline: Int32Array;
}

export function readOlympiaDeck(game: CompiledGame): OlympiaDeck {
  const probe = newMatch(game, { players: [{ name: "a" }, { name: "b" }], recordEvents: false });
  const disciplines = game.enums.get("discipline")!.values;
  const D = disciplines.length;
  const byKind = (kind: string): string[] => game.cards.filter((c) => c.kind === kind).map((c) => c.id);
  const athleteIds = byKind("athlete");
  const ids = [...athleteIds, ...byKind("laurel"), ...byKind("consolation")];
  const A = athleteIds.length;
  const laurels = A;
  const consolations = A + byKind("laurel").length;
  const placing = new Int32Array(A * D);
  const loser = new Uint8Array(A);
  athleteIds.forEach((id, a) => {
    disciplines.forEach((d, k) => {
      const v = probe.cardAttribute(id, "placing", d);
      placing[a * D + k] = typeof v === "number" ? v : -1;
    });
    loser[a] = probe.cardAttribute(id, "loser") === true ? 1 : 0;
  });
  const value = new Int32Array(ids.length);
  const discipline = new Int32Array(ids.length).fill(-1);
  for (let c = laurels; c < ids.length; c++) {
    value[c] = probe.cardAttribute(ids[c]!, "value") as number;
    if (c < consolations) discipline[c] = disciplines.indexOf(probe.cardAttribute(ids[c]!, "discipline") as string);
  }
  return { ids, A, laurels, consolations, disciplines, placing, loser, value, discipline };
}

/** The decision an agent is asked, for an adapter that reports it (bench/adapters/olympia.ts). */
export type OlympiaQuestion = "opening-1" | "opening-2" | "athlete" | "discipline" | "receiver";

/** The rule IDs each rule block of rules/olympia-2000.agon implements, which its events carry
 *  (none for play). */
const RULES = {
  setup: "OLY-C1, OLY-C2, OLY-C3, OLY-C4, OLY-C5, OLY-C6",
  "remove-sixes": "OLY-S2",
  rows: "OLY-S1",
  "opening-tiles": "OLY-S3, OLY-X1",
  "deal-hands": "OLY-S4",
  play: "",
  turn: "OLY-T1",
  contest: "OLY-T2",
  "consolation-award": "OLY-T8",
  replay: "OLY-T9",
  "replay-draw": "OLY-E1",
  award: "OLY-T3, OLY-T10",
  "next-tile": "OLY-T4, OLY-T5, OLY-X2",
  discard: "OLY-T6",
  "no-tile-left": "OLY-E2",
  refill: "OLY-T7",
  "dealing-over": "OLY-E1",
  finish: "OLY-E3",
} as const;

/** The rule IDs of each question, for the choice events an adapter records (bench/adapters/olympia.ts). */
export const QUESTION_RULES: Record<OlympiaQuestion, string> = {
  "opening-1": RULES["opening-tiles"],
  "opening-2": RULES["opening-tiles"],
  athlete: RULES.contest,
  discipline: RULES["next-tile"],
  receiver: RULES.refill,
};

/** An arranged position cannot be held by the engine's state. */
export class LayoutRefused extends Error {}

/** Plays one game. State lives in typed arrays sized once per engine and reused between games;
 *  every zone is kept as the rules file keeps it, so that it can be read at any decision. */
export class OlympiaEngine {
  /** set before each agent is asked: a store per decision, nothing else */
  question: OlympiaQuestion = "athlete";
  /** called once the setup is done, before play: an adapter arranges the position there */
  afterSetup: (() => void) | undefined = undefined;
  /** where the events go; undefined (the benchmark): none are made */
  log: EventLog | undefined = undefined;
  private readonly D: number;
  private readonly handSize: number;
  /** the pile is pile[top .. pileEnd), its top first */
  private readonly pile: Int32Array;
  private top = 0;
  private pileEnd = 0;
  /** hand p is hands[p * S .. p * S + handLen[p]), S the number of athletes */
  readonly hands: Int32Array;
  readonly handLen: Int32Array;
  /** the athlete in play per player, or -1 */
  private readonly played: Int32Array;
  private readonly gone: Int32Array;
  private goneLen = 0;
  private readonly placers: Int32Array;
  readonly waiting: Int32Array;
  readonly open: Int32Array;
  /** row d is rows[d * R .. ) from rowPos[d] to rowEnd[d], R the number of laurel tiles, its lowest tile first */
  private readonly rows: Int32Array;
  private readonly rowPos: Int32Array;
  private readonly rowEnd: Int32Array;
  /** the tiles in circle I and II, or -1 */
  c1 = -1;
  c2 = -1;
  private readonly box: Int32Array;
  private boxLen = 0;
  /** the laurel supply, empty once the rows are laid unless an arrangement fills it */
  private readonly supply: Int32Array;
  private supplyLen = 0;
  private readonly won: Int32Array;
  private readonly wonLen: Int32Array;
  /** the consolation supply is consolationPile[consolationTop .. consolationEnd) */
  private readonly consolationPile: Int32Array;
  private consolationTop = 0;
  private consolationEnd = 0;
  private readonly consoled: Int32Array;
  private readonly consoledLen: Int32Array;
  readonly points: Int32Array;
  dealer = 0;
  /** the discipline of the turn, or -1 before the first */
  contested = -1;
  /** the setup's rows and boxed tiles, which depend on the number of players only */
  private readonly laidRows: Int32Array;
  private readonly laidRowEnd: Int32Array;
  private readonly sixes: Int32Array;
  /** whether an arrangement rewrote the rows or the box since they were laid */
  private rearranged = true;
  /** whether the game is over (the points are the final scores) */
  finished = false;

  constructor(
    private readonly deck: OlympiaDeck,
    private readonly n: number,
    private readonly opts: OlympiaOptions,
  ) {
    this.D = deck.disciplines.length;
    this.handSize = opts.handSize ?? 4;
    const cards = deck.ids.length;
    this.pile = new Int32Array(cards);
    this.hands = new Int32Array(n * cards);
    this.handLen = new Int32Array(n);
    this.played = new Int32Array(n).fill(-1);
    this.gone = new Int32Array(cards);
    this.placers = new Int32Array(n);
    this.waiting = new Int32Array(n);
    this.open = new Int32Array(this.D);
    const R = deck.consolations - deck.laurels;
    this.rows = new Int32Array(this.D * R);
    this.rowPos = new Int32Array(this.D);
    this.rowEnd = new Int32Array(this.D);
    this.box = new Int32Array(cards);
    this.supply = new Int32Array(cards);
    this.won = new Int32Array(n * cards);
    this.wonLen = new Int32Array(n);
    this.consolationPile = new Int32Array(cards);
    this.consoled = new Int32Array(n * cards);
    this.consoledLen = new Int32Array(n);
    this.points = new Int32Array(n);
    // OLY-S2: value-6 tiles out with 4 or more players; OLY-S1: each row by rising value
    const boxed = (c: number) => n >= 4 && deck.value[c] === 6;
    const laurels = Array.from({ length: deck.consolations - deck.laurels }, (_, i) => deck.laurels + i);
    this.sixes = Int32Array.from(laurels.filter(boxed));
    this.laidRows = new Int32Array(this.D * R);
    this.laidRowEnd = new Int32Array(this.D);
    for (let d = 0; d < this.D; d++) {
      const row = laurels.filter((c) => deck.discipline[c] === d && !boxed(c)).sort((x, y) => deck.value[x]! - deck.value[y]!);
      this.laidRows.set(row, d * R);
      this.laidRowEnd[d] = row.length;
    }
  }

  play(seed: number, agents: Agent[]): GameResult {
    const { D, n, pile, hands, handLen, played, placers, waiting, open, rows, rowPos, rowEnd, points, deck } = this;
    const { placing, loser, value, discipline } = deck;
    const S = deck.ids.length;
    const R = deck.consolations - deck.laurels;
    const gen = xoroshiro128plus(seed | 0);
    const ask = agents.map((a) => a.decideIndex!.bind(a));
    const log = this.log;
    this.setup(gen, ask);
    if (this.afterSetup) this.afterSetup();
    if (log) this.phase("play", "start");

    for (;;) {
      if (log) this.phase("turn", "start");
      const d = discipline[this.c1]!;
      this.contested = d;
      if (log) log.push({ type: "set", variable: "contested-discipline", value: deck.disciplines[d]!, rule: RULES.turn });
      // OLY-T2: everyone with a card plays one
      if (log) this.phase("contest", "start");
      for (let p = 0; p < n; p++) {
        const len = handLen[p]!;
        if (len > 0) {
          this.question = "athlete";
          const i = ask[p]!(len, false);
          const base = p * S;
          played[p] = hands[base + i]!;
          for (let k = i; k < len - 1; k++) hands[base + k] = hands[base + k + 1]!;
          handLen[p] = len - 1;
          if (log) this.moved([played[p]!], this.at("hand", p), this.at("played", p), RULES.contest);
        }
      }
      if (log) {
        // every player's zone is revealed, an empty one too
        for (let p = 0; p < n; p++)
          log.push({
            type: "reveal",
            zone: this.at("played", p),
            cards: played[p]! < 0 ? [] : [deck.ids[played[p]!]!],
            rule: RULES.contest,
          });
        this.phase("contest", "end");
      }
      // placers: stable by placing
      let np = 0;
      for (let p = 0; p < n; p++) {
        const a = played[p]!;
        if (a < 0) continue;
        const pl = placing[a * D + d]!;
        if (pl < 0) continue;
        let k = np++;
        while (k > 0 && placing[played[placers[k - 1]!]! * D + d]! > pl) {
          placers[k] = placers[k - 1]!;
          k--;
        }
        placers[k] = p;
      }
      // OLY-T8
      if (log) this.phase("consolation-award", "start");
      for (let p = 0; p < n; p++) {
        const a = played[p]!;
        if (a >= 0 && loser[a] && (np > 0 || !this.opts.consolationWithheld) && this.consolationTop < this.consolationEnd) {
          const c = this.consolationPile[this.consolationTop++]!;
          this.consoled[p * S + this.consoledLen[p]!++] = c;
          points[p] += value[c]!;
          if (log) this.moved([c], "consolation-supply", this.at("consolations", p), RULES["consolation-award"]);
        }
      }
      if (log) this.phase("consolation-award", "end");
      // biome-ignore lint/suspicious/noConfusingLabels: a labelled block mirrors the rule's `leave turn`
      turn: {
        // OLY-T9
        if (log) this.phase("replay", "start");
        if (np === 0) {
          this.discardPlayed(RULES.replay);
          if (log) this.phase("replay-draw", "start");
          if (this.pileEnd - this.top >= n)
            for (let p = 0; p < n; p++) {
              hands[p * S + handLen[p]!++] = pile[this.top++]!;
              if (log) this.moved([pile[this.top - 1]!], "pile", this.at("hand", p), RULES["replay-draw"]);
            }
          if (log) this.phase("replay-draw", "end");
          if (this.opts.replayPasses) {
            this.dealer = (this.dealer + 1) % n;
            if (log) log.push({ type: "set", variable: "dealer", value: log.names[this.dealer]!, rule: RULES.replay });
          }
          if (log) this.phase("replay", "end");
          break turn;
        }
        if (log) this.phase("replay", "end");
        const best = placing[played[placers[0]!]! * D + d]!;
        const worst = placing[played[placers[np - 1]!]! * D + d]!;
        let nBest = 0;
        let nWorst = 0;
        for (let k = 0; k < np; k++) {
          const pl = placing[played[placers[k]!]! * D + d]!;
          if (pl === best) nBest++;
          if (pl === worst) nWorst++;
        }
        const voided = nBest > 1 || (nWorst > 1 && !this.opts.bestTieOnly);
        // OLY-T3
        if (log) this.phase("award", "start");
        if (!voided) {
          const winner = placers[0]!;
          this.won[winner * S + this.wonLen[winner]!++] = this.c1;
          points[winner] += value[this.c1]!;
          if (log) this.moved([this.c1], "circle-1", this.at("won", winner), RULES.award);
        }
        if (log) this.phase("award", "end");
        // OLY-T4, T5
        if (log) this.phase("next-tile", "start");
        if (!voided) {
          // of the players tied for the worst placing (best-tie-only), the first in seat order: the
          // placers are sorted stably, so the tied ones end the list in seat order
          const chooser = this.opts.chooserBest ? placers[0]! : placers[np - nWorst]!;
          if (log && this.c2 >= 0) this.moved([this.c2], "circle-2", "circle-1", RULES["next-tile"]);
          this.c1 = this.c2;
          this.c2 = -1;
          let no = 0;
          for (let e = 0; e < D; e++) if (rowPos[e]! < rowEnd[e]!) open[no++] = e;
          if (no > 0) {
            this.question = "discipline";
            const e = open[ask[chooser]!(no, false)]!;
            this.c2 = rows[e * R + rowPos[e]!++]!;
            if (log) this.moved([this.c2], this.at("row", e), "circle-2", RULES["next-tile"]);
          }
        }
        if (log) this.phase("next-tile", "end");
        // OLY-T6
        this.discardPlayed(RULES.discard);
        // OLY-E2: no tile left
        if (log) this.phase("no-tile-left", "start");
        if (this.c1 < 0) {
          if (log) this.phase("no-tile-left", "end");
          break turn;
        }
        if (log) this.phase("no-tile-left", "end");
        // OLY-T7, E1
        if (log) this.phase("refill", "start");
        if (log) this.phase("dealing-over", "start");
        if (this.pileEnd - this.top < n) {
          if (log) this.phase("dealing-over", "end");
          if (log) this.phase("refill", "end");
          break turn;
        }
        if (log) this.phase("dealing-over", "end");
        const dealer = this.dealer;
        let nw = 0;
        for (let i = 1; i < n; i++) waiting[nw++] = (dealer + i) % n;
        for (;;) {
          // the dealer looks at the pile's top card, which stays there until it is handed out
          if (log) log.push({ type: "look", player: log.names[dealer]!, cards: [deck.ids[pile[this.top]!]!], rule: RULES.refill });
          if (nw === 0) {
            hands[dealer * S + handLen[dealer]!++] = pile[this.top++]!;
            if (log) this.moved([pile[this.top - 1]!], "pile", this.at("hand", dealer), RULES.refill);
            break;
          }
          this.question = "receiver";
          const r = ask[dealer]!(1 + nw, false);
          const card = pile[this.top++]!;
          if (r === 0) {
            hands[dealer * S + handLen[dealer]!++] = card;
            if (log) this.moved([card], "pile", this.at("hand", dealer), RULES.refill);
            for (let k = 0; k < nw; k++) {
              const w = waiting[k]!;
              hands[w * S + handLen[w]!++] = pile[this.top++]!;
              if (log) this.moved([pile[this.top - 1]!], "pile", this.at("hand", w), RULES.refill);
            }
            break;
          }
          const receiver = waiting[r - 1]!;
          hands[receiver * S + handLen[receiver]!++] = card;
          if (log) this.moved([card], "pile", this.at("hand", receiver), RULES.refill);
          for (let k = r - 1; k < nw - 1; k++) waiting[k] = waiting[k + 1]!;
          nw--;
        }
        this.dealer = (dealer + 1) % n;
        if (log) log.push({ type: "set", variable: "dealer", value: log.names[this.dealer]!, rule: RULES.refill });
        if (log) this.phase("refill", "end");
      }
      if (log) this.phase("turn", "end");
      // triggers after a turn: OLY-E1 hands empty, OLY-E2 tiles gone
      let anyCard = false;
      for (let p = 0; p < n; p++) if (handLen[p]! > 0) anyCard = true;
      if (!anyCard || this.c1 < 0) {
        if (log) {
          const trigger = anyCard ? { name: "tiles-gone", rule: "OLY-E2" } : { name: "hands-empty", rule: "OLY-E1" };
          log.push({ type: "trigger", ...trigger });
          log.push({ type: "end", rule: trigger.rule });
        }
        break;
      }
    }
    this.finished = true;
    if (log) {
      this.phase("play", "end");
      this.phase("finish", "start");
      for (let p = 0; p < n; p++)
        log.push({ type: "set", variable: "points", index: log.names[p]!, value: points[p]!, rule: RULES.finish });
      this.phase("finish", "end");
    }
    return resultOf(points, n);
  }

  /** the name of a zone instance in the event log, as Agon writes it: `hand[Anna]`, `row[discus]` */
  private at(zone: string, index: number): string {
    return `${zone}[${zone === "row" ? this.deck.disciplines[index] : this.log!.names[index]}]`;
  }

  private phase(name: keyof typeof RULES, phase: "start" | "end"): void {
    const rule = RULES[name];
    this.log!.push(rule ? { type: "phase", name, phase, rule } : { type: "phase", name, phase });
  }

  private moved(cards: ArrayLike<number>, from: string, to: string, rule: string): void {
    this.log!.push({ type: "move", cards: Array.from(cards, (c) => this.deck.ids[c]!), from, to, rule });
  }

  private setup(gen: ReturnType<typeof xoroshiro128plus>, ask: ((count: number, optional: boolean) => number)[]): void {
    const { D, n, pile, deck, rows, rowPos, rowEnd } = this;
    const S = deck.ids.length;
    const R = deck.consolations - deck.laurels;
    for (let p = 0; p < n; p++) {
      this.points[p] = this.handLen[p] = this.wonLen[p] = this.consoledLen[p] = 0;
      this.played[p] = -1;
    }
    this.goneLen = this.supplyLen = 0;
    this.dealer = 0;
    this.contested = -1;
    this.finished = false;
    this.c1 = this.c2 = -1;
    for (let i = 0; i < deck.A; i++) pile[i] = i;
    this.top = 0;
    this.pileEnd = deck.A;
    this.consolationTop = 0;
    this.consolationEnd = S - deck.consolations;
    for (let i = 0; i < this.consolationEnd; i++) this.consolationPile[i] = deck.consolations + i;
    // OLY-S2, S1: laid out once per engine; play only moves the rows' starts, an arrangement rewrites them
    if (this.rearranged) {
      rows.set(this.laidRows);
      this.box.set(this.sixes);
      this.rearranged = false;
    }
    this.boxLen = this.sixes.length;
    for (let d = 0; d < D; d++) {
      rowPos[d] = 0;
      rowEnd[d] = this.laidRowEnd[d]!;
    }
    const { log } = this;
    if (log) {
      this.phase("setup", "start");
      this.phase("remove-sixes", "start");
      if (this.boxLen > 0) this.moved(this.sixes, "supply", "box", RULES["remove-sixes"]);
      this.phase("remove-sixes", "end");
      this.phase("rows", "start");
      for (let d = 0; d < D; d++) this.moved(rows.subarray(d * R, d * R + rowEnd[d]!), "supply", this.at("row", d), RULES.rows);
      this.phase("rows", "end");
      this.phase("opening-tiles", "start");
    }
    // OLY-S3: circle I and II take two of the rows' top tiles
    this.question = "opening-1";
    const first = this.opts.openingRandom ? unsafeUniformIntDistribution(0, D - 1, gen) : ask[0]!(D, false);
    this.c1 = rows[first * R + rowPos[first]!++]!;
    if (log) this.moved([this.c1], this.at("row", first), "circle-1", RULES["opening-tiles"]);
    this.question = "opening-2";
    const k = this.opts.openingRandom ? unsafeUniformIntDistribution(0, D - 2, gen) : ask[0]!(D - 1, false);
    const second = k < first ? k : k + 1;
    this.c2 = rows[second * R + rowPos[second]!++]!;
    if (log) {
      this.moved([this.c2], this.at("row", second), "circle-2", RULES["opening-tiles"]);
      this.phase("opening-tiles", "end");
      this.phase("deal-hands", "start");
      log.push({ type: "shuffle", zone: "pile", rule: RULES["deal-hands"] });
    }
    // OLY-S4: shuffle, deal hand-size each
    shuffleRange(gen, pile, 0, deck.A);
    const { hands, handLen, handSize } = this;
    let top = 0;
    for (let r = 0; r < handSize; r++)
      for (let p = 0; p < n && top < deck.A; p++) {
        hands[p * S + handLen[p]!++] = pile[top++]!;
        if (log) this.moved([pile[top - 1]!], "pile", this.at("hand", p), RULES["deal-hands"]);
      }
    this.top = top;
    if (log) {
      this.phase("deal-hands", "end");
      this.phase("setup", "end");
    }
  }

  /** OLY-T6: the athletes in play leave the game, in seat order (under `rule`: T6, or T9 for a replay) */
  private discardPlayed(rule: string): void {
    const { log } = this;
    if (log && rule === RULES.discard) this.phase("discard", "start");
    for (let p = 0; p < this.n; p++) {
      if (this.played[p]! >= 0) {
        this.gone[this.goneLen++] = this.played[p]!;
        if (log) this.moved([this.played[p]!], this.at("played", p), "gone", rule);
      }
      this.played[p] = -1;
    }
    if (log && rule === RULES.discard) this.phase("discard", "end");
  }

  /** Every zone the engine keeps, by the rules file's name, with its cards in the rules file's order. */
  layout(): Layout {
    const { n, D, deck } = this;
    const S = deck.ids.length;
    const zones: Layout = new Map();
    const slice = (xs: Int32Array, from: number, to: number) => Array.from(xs.subarray(from, to));
    zones.set(zoneKey("pile"), slice(this.pile, this.top, this.pileEnd));
    zones.set(zoneKey("gone"), slice(this.gone, 0, this.goneLen));
    zones.set(zoneKey("supply"), slice(this.supply, 0, this.supplyLen));
    zones.set(zoneKey("box"), slice(this.box, 0, this.boxLen));
    zones.set(zoneKey("circle-1"), this.c1 < 0 ? [] : [this.c1]);
    zones.set(zoneKey("circle-2"), this.c2 < 0 ? [] : [this.c2]);
    zones.set(zoneKey("consolation-supply"), slice(this.consolationPile, this.consolationTop, this.consolationEnd));
    const R = deck.consolations - deck.laurels;
    for (let d = 0; d < D; d++) zones.set(zoneKey("row", d), slice(this.rows, d * R + this.rowPos[d]!, d * R + this.rowEnd[d]!));
    for (let p = 0; p < n; p++) {
      zones.set(zoneKey("hand", p), slice(this.hands, p * S, p * S + this.handLen[p]!));
      zones.set(zoneKey("played", p), this.played[p]! < 0 ? [] : [this.played[p]!]);
      zones.set(zoneKey("won", p), slice(this.won, p * S, p * S + this.wonLen[p]!));
      zones.set(zoneKey("consolations", p), slice(this.consoled, p * S, p * S + this.consoledLen[p]!));
    }
    return zones;
  }

  /** Takes a position in the form `layout` gives (after the setup, before play); throws
   *  LayoutRefused for what the engine's state cannot hold. */
  setLayout(zones: Layout): void {
    const { n, D, deck } = this;
    const S = deck.ids.length;
    const R = deck.consolations - deck.laurels;
    const athlete = (c: number) => c < deck.laurels;
    const laurel = (c: number) => c >= deck.laurels && c < deck.consolations;
    const consolation = (c: number) => c >= deck.consolations;
    const cardsOf = (name: string, index: number | undefined, kind: (c: number) => boolean, what: string): number[] => {
      const cards = zones.get(zoneKey(name, index)) ?? [];
      if (!cards.every(kind)) throw new LayoutRefused(`the engine keeps only ${what} in ${name}`);
      return cards;
    };
    const fill = (xs: Int32Array, from: number, cards: number[]) => {
      xs.set(cards, from);
      return cards.length;
    };
    this.rearranged = true;
    this.top = 0;
    this.pileEnd = fill(this.pile, 0, cardsOf("pile", undefined, athlete, "athletes"));
    this.goneLen = fill(this.gone, 0, cardsOf("gone", undefined, athlete, "athletes"));
    this.supplyLen = fill(this.supply, 0, cardsOf("supply", undefined, laurel, "laurel tiles"));
    this.boxLen = fill(this.box, 0, zones.get(zoneKey("box")) ?? []);
    const circle = (name: string): number => {
      const cards = cardsOf(name, undefined, laurel, "laurel tiles");
      if (cards.length > 1) throw new LayoutRefused(`the engine keeps one tile at most in ${name}`);
      return cards.length ? cards[0]! : -1;
    };
    this.c1 = circle("circle-1");
    this.c2 = circle("circle-2");
    if (this.c1 < 0) throw new LayoutRefused("the engine needs a tile in circle-1 to play");
    this.consolationTop = 0;
    this.consolationEnd = fill(this.consolationPile, 0, cardsOf("consolation-supply", undefined, consolation, "consolation tiles"));
    for (let d = 0; d < D; d++) {
      this.rowPos[d] = 0;
      this.rowEnd[d] = fill(this.rows, d * R, cardsOf("row", d, laurel, "laurel tiles"));
    }
    for (let p = 0; p < n; p++) {
      this.handLen[p] = fill(this.hands, p * S, cardsOf("hand", p, athlete, "athletes"));
      if (cardsOf("played", p, athlete, "athletes").length > 0) throw new LayoutRefused("the engine starts play with no athlete in play");
      this.wonLen[p] = fill(this.won, p * S, cardsOf("won", p, laurel, "laurel tiles"));
      this.consoledLen[p] = fill(this.consoled, p * S, cardsOf("consolations", p, consolation, "consolation tiles"));
      let points = 0;
      for (let i = 0; i < this.wonLen[p]!; i++) points += deck.value[this.won[p * S + i]!]!;
      for (let i = 0; i < this.consoledLen[p]!; i++) points += deck.value[this.consoled[p * S + i]!]!;
      this.points[p] = points;
    }
  }
}
