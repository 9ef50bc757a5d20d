// `npm run bench:layout`: what the state's layout alone is worth. One card game's state operations
// (shuffle, deal, a card played per seat, a placing read from a flat table, discards, draws),
// with the same random choices, in four layouts: zones as arrays of card objects (as Agon's runtime
// keeps them) or as card numbers in typed arrays with a top pointer (as the hand-written engines
// keep them), each made afresh for every game or made once and reused. The figure bounds what a
// new value representation could gain for the generated back end (issue 16): see bench/RESULTS.md.
import { median } from "./measure.js";

class Card {
  constructor(
    readonly num: number,
    readonly id: string,
  ) {}
}

const CARDS = 55;
const ATTRIBUTES = 5;
const SEATS = 4;
const HAND = 4;
const TURNS = 12;
const placing = Int32Array.from({ length: CARDS * ATTRIBUTES }, (_, i) => (i * 7919) % CARDS);
const deck = Array.from({ length: CARDS }, (_, i) => new Card(i, `c${i}`));

/** xorshift32: the same choices for every layout, and cheap enough not to hide the state's cost */
function random(seed: number): (n: number) => number {
  let s = seed | 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

interface ObjectZones {
  pile: Card[];
  zoneOf: Card[][];
  hands: Card[][];
  played: Card[][];
  gone: Card[];
}

const freshObjectZones = (): ObjectZones => ({
  pile: [],
  zoneOf: new Array(CARDS),
  hands: Array.from({ length: SEATS }, () => []),
  played: Array.from({ length: SEATS }, () => []),
  gone: [],
});

function emptied(z: ObjectZones): ObjectZones {
  z.pile.length = 0;
  z.gone.length = 0;
  for (let p = 0; p < SEATS; p++) {
    z.hands[p]!.length = 0;
    z.played[p]!.length = 0;
  }
  return z;
}

function playWithObjects(seed: number, z: ObjectZones): number {
  const r = random(seed);
  const { pile, zoneOf, hands, played, gone } = z;
  for (const c of deck) pile.push(c);
  for (let i = CARDS - 1; i > 0; i--) {
    const j = r(i + 1);
    const t = pile[i]!;
    pile[i] = pile[j]!;
    pile[j] = t;
  }
  const draw = (p: number): void => {
    const c = pile.shift()!;
    hands[p]!.push(c);
    zoneOf[c.num] = hands[p]!;
  };
  for (let p = 0; p < SEATS; p++) for (let k = 0; k < HAND; k++) draw(p);
  let score = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    const a = turn % ATTRIBUTES;
    for (let p = 0; p < SEATS; p++) {
      const h = hands[p]!;
      if (!h.length) continue;
      const c = h.splice(r(h.length), 1)[0]!;
      played[p]!.push(c);
      zoneOf[c.num] = played[p]!;
    }
    let best = CARDS;
    let who = -1;
    for (let p = 0; p < SEATS; p++) {
      const top = played[p]![0];
      if (top instanceof Card && placing[top.num * ATTRIBUTES + a]! < best) {
        best = placing[top.num * ATTRIBUTES + a]!;
        who = p;
      }
    }
    score += who;
    for (let p = 0; p < SEATS; p++) {
      const z = played[p]!;
      while (z.length) {
        const c = z.pop()!;
        gone.push(c);
        zoneOf[c.num] = gone;
      }
    }
    for (let p = 0; p < SEATS; p++) if (pile.length) draw(p);
  }
  return score;
}

interface NumberZones {
  pile: Int32Array;
  zoneOf: Int32Array;
  hands: Int32Array;
  handSize: Int32Array;
  played: Int32Array;
  gone: Int32Array;
}

const freshNumberZones = (): NumberZones => ({
  pile: new Int32Array(CARDS),
  zoneOf: new Int32Array(CARDS),
  hands: new Int32Array(SEATS * CARDS),
  handSize: new Int32Array(SEATS),
  played: new Int32Array(SEATS),
  gone: new Int32Array(CARDS),
});

// The same game as playWithObjects, written out again rather than shared: a function shared by
// both layouts would see two element kinds and be compiled for both, and then measure neither.
function playWithNumbers(seed: number, z: NumberZones): number {
  const r = random(seed);
  const { pile, zoneOf, hands, handSize, played, gone } = z;
  const HAND_ZONE = 1;
  const PLAYED_ZONE = 1 + SEATS;
  const GONE_ZONE = 1 + 2 * SEATS;
  handSize.fill(0);
  played.fill(-1);
  let top = 0;
  let goneSize = 0;
  for (let i = 0; i < CARDS; i++) pile[i] = i;
  for (let i = CARDS - 1; i > 0; i--) {
    const j = r(i + 1);
    const t = pile[i]!;
    pile[i] = pile[j]!;
    pile[j] = t;
  }
  const draw = (p: number): void => {
    const c = pile[top++]!;
    hands[p * CARDS + handSize[p]!++] = c;
    zoneOf[c] = HAND_ZONE + p;
  };
  for (let p = 0; p < SEATS; p++) for (let k = 0; k < HAND; k++) draw(p);
  let score = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    const a = turn % ATTRIBUTES;
    for (let p = 0; p < SEATS; p++) {
      const n = handSize[p]!;
      if (!n) continue;
      const i = r(n);
      const c = hands[p * CARDS + i]!;
      for (let k = p * CARDS + i; k < p * CARDS + n - 1; k++) hands[k] = hands[k + 1]!;
      handSize[p]!--;
      played[p] = c;
      zoneOf[c] = PLAYED_ZONE + p;
    }
    let best = CARDS;
    let who = -1;
    for (let p = 0; p < SEATS; p++) {
      const c = played[p]!;
      if (c >= 0 && placing[c * ATTRIBUTES + a]! < best) {
        best = placing[c * ATTRIBUTES + a]!;
        who = p;
      }
    }
    score += who;
    for (let p = 0; p < SEATS; p++) {
      const c = played[p]!;
      if (c < 0) continue;
      gone[goneSize++] = c;
      zoneOf[c] = GONE_ZONE;
      played[p] = -1;
    }
    for (let p = 0; p < SEATS; p++) if (top < CARDS) draw(p);
  }
  return score;
}

const reusedObjects = freshObjectZones();
const reusedNumbers = freshNumberZones();
const layouts: [string, (seed: number) => number][] = [
  ["card objects, made per game (Agon's runtime)", (s) => playWithObjects(s, freshObjectZones())],
  ["card objects, reused", (s) => playWithObjects(s, emptied(reusedObjects))],
  ["card numbers, made per game", (s) => playWithNumbers(s, freshNumberZones())],
  ["card numbers, reused (the hand-written engines)", (s) => playWithNumbers(s, reusedNumbers)],
];

for (let seed = 1; seed <= 500; seed++) {
  const scores = layouts.map(([, play]) => play(seed));
  if (scores.some((x) => x !== scores[0])) throw new Error(`the layouts disagree on seed ${seed}: ${scores.join(", ")}`);
}

const GAMES = 100_000;
const ROUNDS = 6;
const nanos = layouts.map((): number[] => []);
for (let round = 0; round < ROUNDS; round++) {
  // the order alternates, so that no layout always runs first in a round
  const order = round % 2 ? [...layouts.keys()].reverse() : [...layouts.keys()];
  for (const i of order) {
    const play = layouts[i]![1];
    const t = process.cpuUsage();
    for (let s = 1; s <= GAMES; s++) play(s);
    const u = process.cpuUsage(t);
    nanos[i]!.push(((u.user + u.system) * 1000) / GAMES);
  }
}
const base = median(nanos[0]!);
console.log(`| layout | ns per game (median of ${ROUNDS}) | speed against card objects made per game |`);
console.log("| --- | --- | --- |");
layouts.forEach(([name], i) => console.log(`| ${name} | ${median(nanos[i]!).toFixed(0)} | ${(base / median(nanos[i]!)).toFixed(2)} |`));
