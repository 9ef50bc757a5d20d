// A hand-written engine for the rules in rules/olympia-2000.agon, for the benchmark only: the
// yardstick the interpreter is measured against. It reads the deck through the public API and
// makes the same generator calls and asks the agents the same questions in the same order as the
// rules file does, so that with the same seed and agents both play the same game.
import { unsafeUniformIntDistribution, xoroshiro128plus } from "pure-rand";
import type { Agent, CompiledGame, GameResult } from "../src/index.js";
import { newMatch } from "../src/index.js";
import { resultOf, shuffleRange } from "./engine-kit.js";

export interface OlympiaOptions {
  openingRandom: boolean;
  chooserBest: boolean;
}

/** The deck as flat arrays: athletes by their position in the pile, tiles by discipline and value. */
export interface OlympiaDeck {
  athleteIds: string[];
  disciplines: string[];
  /** placing[a * D + d]: the placing, or -1 for a no-placing entry */
  placing: Int32Array;
  loser: Uint8Array;
  /** per discipline: its tile values, as the rows are laid (stable sort by value) */
  tiles: number[][];
  consolationValues: number[];
}

export function readOlympiaDeck(game: CompiledGame): OlympiaDeck {
  const probe = newMatch(game, { players: [{ name: "a" }, { name: "b" }], recordEvents: false });
  const disciplines = game.enums.get("discipline")!.values;
  const D = disciplines.length;
  const byKind = (kind: string): string[] => game.cards.filter((c) => c.kind === kind).map((c) => c.id);
  const athleteIds = byKind("athlete");
  const placing = new Int32Array(athleteIds.length * D);
  const loser = new Uint8Array(athleteIds.length);
  athleteIds.forEach((id, a) => {
    disciplines.forEach((d, k) => {
      const v = probe.cardAttribute(id, "placing", d);
      placing[a * D + k] = typeof v === "number" ? v : -1;
    });
    loser[a] = probe.cardAttribute(id, "loser") === true ? 1 : 0;
  });
  const tiles: number[][] = disciplines.map(() => []);
  for (const id of byKind("laurel")) {
    const d = disciplines.indexOf(probe.cardAttribute(id, "discipline") as string);
    tiles[d]!.push(probe.cardAttribute(id, "value") as number);
  }
  for (const row of tiles) row.sort((x, y) => x - y);
  const consolationValues = byKind("consolation").map((id) => probe.cardAttribute(id, "value") as number);
  return { athleteIds, disciplines, placing, loser, tiles, consolationValues };
}

/** The decision an agent is asked, for an adapter that reports it (bench/adapters/olympia.ts). */
export type OlympiaQuestion = "opening-1" | "opening-2" | "athlete" | "discipline" | "receiver";

/** Plays one game. State lives in typed arrays sized once per engine and reused between games. */
export class OlympiaEngine {
  /** set before each agent is asked: a store per decision, nothing else */
  question: OlympiaQuestion = "athlete";
  private readonly D: number;
  private readonly pile: Int32Array;
  readonly hands: Int32Array;
  readonly handLen: Int32Array;
  private readonly played: Int32Array;
  private readonly placers: Int32Array;
  readonly waiting: Int32Array;
  readonly open: Int32Array;
  private readonly rowPos: Int32Array;
  private readonly rowEnd: Int32Array;
  readonly points: Int32Array;

  constructor(
    private readonly deck: OlympiaDeck,
    private readonly n: number,
    private readonly opts: OlympiaOptions,
  ) {
    this.D = deck.disciplines.length;
    this.pile = new Int32Array(deck.athleteIds.length);
    this.hands = new Int32Array(n * 8);
    this.handLen = new Int32Array(n);
    this.played = new Int32Array(n);
    this.placers = new Int32Array(n);
    this.waiting = new Int32Array(n);
    this.open = new Int32Array(this.D);
    this.rowPos = new Int32Array(this.D);
    this.rowEnd = new Int32Array(this.D);
    this.points = new Int32Array(n);
  }

  play(seed: number, agents: Agent[]): GameResult {
    const { D, n, pile, hands, handLen, played, placers, waiting, open, rowPos, rowEnd, points, deck } = this;
    const { placing, loser, tiles, consolationValues } = deck;
    const gen = xoroshiro128plus(seed | 0);
    const ask = agents.map((a) => a.decideIndex!.bind(a));
    points.fill(0);
    handLen.fill(0);
    // OLY-S2, S1: value-6 tiles out with 4 or more players; each row by rising value
    for (let d = 0; d < D; d++) {
      const row = tiles[d]!;
      rowPos[d] = 0;
      let end = row.length;
      if (n >= 4) end = row.filter((v) => v !== 6).length;
      rowEnd[d] = end;
    }
    // OLY-S3: circle I and II take two of the rows' top tiles
    let c1 = -1;
    let c2 = -1;
    {
      this.question = "opening-1";
      const first = this.opts.openingRandom ? unsafeUniformIntDistribution(0, D - 1, gen) : ask[0]!(D, false);
      this.question = "opening-2";
      const k = this.opts.openingRandom ? unsafeUniformIntDistribution(0, D - 2, gen) : ask[0]!(D - 1, false);
      const second = k < first ? k : k + 1;
      c1 = first;
      c2 = second;
      rowPos[first]++;
      rowPos[second]++;
    }
    let c1Value = tiles[c1]![0]!;
    let c2Value = tiles[c2]![0]!;
    // OLY-S4: shuffle, deal four each
    const A = pile.length;
    for (let i = 0; i < A; i++) pile[i] = i;
    shuffleRange(gen, pile, 0, A);
    let top = 0;
    for (let r = 0; r < 4; r++) for (let p = 0; p < n && top < A; p++) hands[p * 8 + handLen[p]!++] = pile[top++]!;
    let dealer = 0;
    let consolationTop = 0;

    for (;;) {
      const d = c1;
      // OLY-T2: everyone with a card plays one
      for (let p = 0; p < n; p++) {
        const len = handLen[p]!;
        if (len > 0) {
          this.question = "athlete";
          const i = ask[p]!(len, false);
          const base = p * 8;
          played[p] = hands[base + i]!;
          for (let k = i; k < len - 1; k++) hands[base + k] = hands[base + k + 1]!;
          handLen[p] = len - 1;
        } else played[p] = -1;
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
      for (let p = 0; p < n; p++) {
        const a = played[p]!;
        if (a >= 0 && loser[a] && consolationTop < consolationValues.length) points[p] += consolationValues[consolationTop++]!;
      }
      turn: {
        // OLY-T9
        if (np === 0) {
          if (A - top >= n) for (let p = 0; p < n; p++) hands[p * 8 + handLen[p]!++] = pile[top++]!;
          break turn;
        }
        const best = placing[played[placers[0]!]! * D + d]!;
        const worst = placing[played[placers[np - 1]!]! * D + d]!;
        let nBest = 0;
        let nWorst = 0;
        for (let k = 0; k < np; k++) {
          const pl = placing[played[placers[k]!]! * D + d]!;
          if (pl === best) nBest++;
          if (pl === worst) nWorst++;
        }
        const voided = nBest > 1 || nWorst > 1;
        if (!voided) {
          // OLY-T3, T4, T5
          points[placers[0]!] += c1Value;
          const chooser = this.opts.chooserBest ? placers[0]! : placers[np - 1]!;
          c1 = c2;
          c1Value = c2Value;
          c2 = -1;
          let no = 0;
          for (let e = 0; e < D; e++) if (rowPos[e]! < rowEnd[e]!) open[no++] = e;
          if (no > 0) {
            this.question = "discipline";
            const e = open[ask[chooser]!(no, false)]!;
            c2 = e;
            c2Value = tiles[e]![rowPos[e]!++]!;
          }
        }
        // OLY-E2: no tile left
        if (c1 < 0) break turn;
        // OLY-T7, E1
        if (A - top < n) break turn;
        let nw = 0;
        for (let i = 1; i < n; i++) waiting[nw++] = (dealer + i) % n;
        for (;;) {
          const card = pile[top++]!;
          if (nw === 0) {
            hands[dealer * 8 + handLen[dealer]!++] = card;
            break;
          }
          this.question = "receiver";
          const r = ask[dealer]!(1 + nw, false);
          if (r === 0) {
            hands[dealer * 8 + handLen[dealer]!++] = card;
            for (let k = 0; k < nw; k++) {
              const w = waiting[k]!;
              hands[w * 8 + handLen[w]!++] = pile[top++]!;
            }
            break;
          }
          const receiver = waiting[r - 1]!;
          hands[receiver * 8 + handLen[receiver]!++] = card;
          for (let k = r - 1; k < nw - 1; k++) waiting[k] = waiting[k + 1]!;
          nw--;
        }
        dealer = (dealer + 1) % n;
      }
      // triggers after a turn: OLY-E1 hands empty, OLY-E2 tiles gone
      let anyCard = false;
      for (let p = 0; p < n; p++) if (handLen[p]! > 0) anyCard = true;
      if (!anyCard || c1 < 0) break;
    }
    return resultOf(points, n);
  }
}
