// Writes cards/olympeak.agon: the OlymPeak components, with a reconstructed deck.
// Nothing public describes the printed cards, so the deck is built to satisfy every fact the
// rulebook states (RULES.md OPK-C1..C5 and "Card data"), from a fixed seed so that running this
// script again gives the same file byte for byte.
//
//   node --import ./scripts/register.mjs scripts/generate-olympeak-deck.ts
import { writeFormatted } from "./write-formatted.js";
import { fileURLToPath } from "node:url";
import { seededRandom } from "./seeded-random.js";

const SEED = 35;
const OUTPUT = fileURLToPath(new URL("../cards/olympeak.agon", import.meta.url));

const CONTENDERS = ["blue", "red", "green", "white"] as const;
type Contender = (typeof CONTENDERS)[number];
const CONTENDER_NAMES: Record<Contender, { de: string; ko: string }> = {
  blue: { de: "blau", ko: "파랑" },
  red: { de: "rot", ko: "빨강" },
  green: { de: "grün", ko: "초록" },
  white: { de: "weiß", ko: "하양" },
};
const ORDERS = [
  { id: "stop", en: "stop", de: "Stopp", ko: "정지" },
  { id: "remove", en: "remove", de: "Entfernen", ko: "제거" },
  { id: "insert", en: "insert", de: "Einfügen", ko: "삽입" },
] as const;
const ORDER_CARDS_PER_KIND = 5;
/** one order card of each kind carries a star, so a 2-3 player deck keeps the same share of orders */
const STARRED_ORDER_CARDS_PER_KIND = 1;

/** progress values -2..+4 and how many cards show each: mostly small steps forward, few setbacks */
const VALUE_COUNTS: [number, number][] = [
  [-2, 9],
  [-1, 9],
  [0, 12],
  [1, 18],
  [2, 21],
  [3, 20],
  [4, 16],
];
/** sign sets by size: 10 single-sign cards per contender, 7 per pair, 5 per triple, 3 for all four */
const SIGN_SET_COPIES: Record<number, number> = { 1: 10, 2: 7, 3: 5, 4: 3 };

/** The rounds printed on the contender cards. The rulebook's example has blue showing 2; the three
 *  contenders of a 2-3 player game (blue, red, green) show 1, 2 and 3 between them. */
const ROUNDS: Record<Contender, number> = { blue: 2, red: 3, green: 1, white: 2 };

/** Prediction tiles: 6 per contender. A 4-6 player game hands each player one of each contender
 *  (6 x 4 = 24). A 2-3 player game needs blue, red and green only: one set per player (at most 3)
 *  and one set face down in the centre for the second-place draw (OPK-S6), so 4 of each; the other
 *  two of each and all white tiles carry the star. */
const TILES_PER_CONTENDER = 6;
const UNSTARRED_TILES: Record<Contender, number> = { blue: 4, red: 4, green: 4, white: 0 };

const { randomInt, shuffle, random } = seededRandom(SEED);

function subsetsOfSize(size: number): Contender[][] {
  const result: Contender[][] = [];
  const walk = (start: number, picked: Contender[]): void => {
    if (picked.length === size) {
      result.push(picked);
      return;
    }
    for (let i = start; i < CONTENDERS.length; i++) walk(i + 1, [...picked, CONTENDERS[i]]);
  };
  walk(0, []);
  return result;
}

interface ProgressCard {
  value: number;
  heads: number;
  signs: Contender[];
  star: boolean;
}

/** Big steps come with few heads (they play late) and narrow signs; setbacks with many heads. */
function headsFor(value: number): number {
  const typical = 4 - Math.floor((value + 2) / 2); // -2,-1 -> 4; 0,1 -> 3; 2,3 -> 2; 4 -> 1
  const noisy = typical + randomInt(3) - 1;
  return Math.min(4, Math.max(1, noisy));
}

function buildProgressCards(): ProgressCard[] {
  const signSets: Contender[][] = [];
  for (const [size, copies] of Object.entries(SIGN_SET_COPIES)) {
    for (const set of subsetsOfSize(Number(size))) for (let i = 0; i < copies; i++) signSets.push(set);
  }
  const values: number[] = VALUE_COUNTS.flatMap(([value, n]) => Array<number>(n).fill(value));
  if (signSets.length !== values.length) throw new Error(`${signSets.length} sign sets for ${values.length} values`);
  // Wider sign sets go with lower values, loosely: sort both with noise, then pair them up.
  const noisySets = shuffle(signSets).map((set) => ({ set, key: set.length + random() * 2.5 }));
  noisySets.sort((a, b) => b.key - a.key);
  const noisyValues = shuffle(values).map((value) => ({ value, key: value + random() * 3 }));
  noisyValues.sort((a, b) => a.key - b.key);
  const cards = noisyValues.map(({ value }, i) => {
    const signs = noisySets[i].set;
    // A card only the white contender can use is useless when white does not race (OPK-S1).
    const star = signs.length === 1 && signs[0] === "white";
    return { value, heads: headsFor(value), signs, star };
  });
  const order = (s: Contender[]): string => s.map((c) => CONTENDERS.indexOf(c)).join("");
  cards.sort(
    (a, b) => a.value - b.value || b.heads - a.heads || a.signs.length - b.signs.length || order(a.signs).localeCompare(order(b.signs)),
  );
  for (let h = 1; h <= 4; h++) {
    if (!cards.some((c) => c.heads === h)) throw new Error(`no card with ${h} heads; change the seed`);
  }
  return cards;
}

function pad(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - [...text].length));
}

function render(): string {
  const out: string[] = [];
  const line = (s = ""): void => {
    out.push(s);
  };
  line("// OlymPeak: components and card data (OPK-C1..OPK-C5).");
  line("//");
  line(`// GENERATED by scripts/generate-olympeak-deck.ts (seed ${SEED}); edit the script, not this file:`);
  line("//   node --import ./scripts/register.mjs scripts/generate-olympeak-deck.ts");
  line("//");
  line("// RECONSTRUCTED: no public source lists the printed cards. This deck is made to satisfy every");
  line("// fact the rulebook states (105 progress cards of value -2..+4 with 1..4 hydra heads and one or");
  line("// more contender signs, 15 order cards, 4 contender cards of 1..3 rounds, 24 tiles, star marks");
  line("// for a 2-3 player game), and the assertions at the end of this file check those facts, so a");
  line("// designer who types in the printed deck gets it checked against the same facts.");
  line("//");
  line("// Star marks (OPK-S1): a 2-3 player game removes every starred card and tile. Starred are the");
  line("// progress cards whose only sign is white, one order card of each kind, two tiles each of blue,");
  line("// red and green, and all six white tiles; what remains is 4 blue, 4 red and 4 green tiles (a set");
  line("// for each of up to 3 players plus the face-down set of OPK-S6).");
  line();
  line("enum contender {");
  CONTENDERS.forEach((c, i) => {
    const n = CONTENDER_NAMES[c];
    line(`  ${pad(c, 6)} en ${pad(`"${c}"`, 8)} de ${pad(`"${n.de}"`, 8)} ko "${n.ko}"${i < CONTENDERS.length - 1 ? "," : ""}`);
  });
  line("}");
  line();
  line("enum order {");
  ORDERS.forEach((o, i) => {
    line(`  ${pad(o.id, 7)} en ${pad(`"${o.en}"`, 9)} de ${pad(`"${o.de}"`, 12)} ko "${o.ko}"${i < ORDERS.length - 1 ? "," : ""}`);
  });
  line("}");
  line();
  line("kind progress {");
  line("  value: int -2..4              // steps the contender moves up (or down, when negative)");
  line("  signs: list of contender      // the contenders whose column the card may go under");
  line("  heads: int 1..4               // the hydra: most heads plays first");
  line("  star: bool = false            // left out of a 2-3 player game");
  line("}");
  line("kind order-card { order: order  star: bool = false }");
  line("kind contender-card { contender: contender  rounds: int 1..3 }");
  line("kind prediction-tile { contender: contender  star: bool = false }");
  line();

  const progress = buildProgressCards();
  line("// Sorted by value, then heads (most first), then the number of signs.");
  line("cards progress {");
  line("  columns en, de, ko, value, heads, signs, star");
  const rows = progress.map((c, i) => {
    const n = i + 1;
    return [
      `progress-${n}:`,
      `"Progress ${n}",`,
      `"Fortschritt ${n}",`,
      `"전진 ${n}",`,
      `${c.value},`,
      `${c.heads},`,
      `[${c.signs.join(", ")}],`,
      `${c.star}`,
    ];
  });
  const widths = rows[0].map((_, col) => Math.max(...rows.map((r) => [...r[col]].length)));
  for (const r of rows) line(`  ${r.map((cell, col) => (col === r.length - 1 ? cell : pad(cell, widths[col] + 1))).join("")}`.trimEnd());
  line("}");
  line();

  line("cards order-card {");
  line("  columns en, de, ko, order, star");
  for (const o of ORDERS) {
    for (let n = 1; n <= ORDER_CARDS_PER_KIND; n++) {
      const star = n <= STARRED_ORDER_CARDS_PER_KIND;
      line(
        `  ${pad(`${o.id}-${n}:`, 10)} ${pad(`"${o.en} ${n}",`, 12)} ${pad(`"${o.de} ${n}",`, 15)} ${pad(`"${o.ko} ${n}",`, 8)} ${pad(`${o.id},`, 8)} ${star}`,
      );
    }
  }
  line("}");
  line();

  line("cards contender-card {");
  line("  columns en, de, ko, contender, rounds");
  for (const c of CONTENDERS) {
    const n = CONTENDER_NAMES[c];
    line(
      `  ${pad(`${c}-card:`, 12)} ${pad(`"${c} contender",`, 20)} ${pad(`"Kandidat ${n.de}",`, 20)} ${pad(`"${n.ko} 선수",`, 10)} ${pad(`${c},`, 7)} ${ROUNDS[c]}`,
    );
  }
  line("}");
  line();

  line("cards prediction-tile {");
  line("  columns en, de, ko, contender, star");
  for (const c of CONTENDERS) {
    const n = CONTENDER_NAMES[c];
    for (let i = 1; i <= TILES_PER_CONTENDER; i++) {
      const star = i > UNSTARRED_TILES[c];
      line(
        `  ${pad(`${c}-tile-${i}:`, 14)} ${pad(`"${c} tile ${i}",`, 16)} ${pad(`"Plättchen ${n.de} ${i}",`, 22)} ${pad(`"${n.ko} 타일 ${i}",`, 10)} ${pad(`${c},`, 7)} ${star}`,
      );
    }
  }
  line("}");
  line();
  line(ASSERTIONS.trim());
  return `${out.join("\n")}\n`;
}

const ASSERTIONS = `
// ---------------------------------------------------------------- helpers for the facts below

function progress-with-value(v: int): int = count([c for c in progress if c.value == v])
function progress-with-heads(h: int): int = count([c for c in progress if c.heads == h])
function orders-of(o: order): int = count([c for c in order-card if c.order == o])
function tiles-of(k: contender): int = count([t for t in prediction-tile if t.contender == k])
function unstarred-tiles-of(k: contender): int =
  count([t for t in prediction-tile if t.contender == k and not t.star])

// ---------------------------------------------------------------- the rulebook's facts

assert count(contender) == 4 "OPK-C1: four contenders"
assert count(contender-card) == 4 "OPK-C1: four contender cards"
assert all([count([c for c in contender-card if c.contender == k]) == 1 for k in contender])
  "OPK-C1: one contender card per contender"
assert all([c.rounds >= 1 and c.rounds <= 3 for c in contender-card])
  "OPK-C1: a contender card shows 1 to 3 rounds"
assert all([any([c.rounds == n for c in contender-card]) for n in 1..3])
  "OPK-C1: every number of rounds 1, 2 and 3 is on some contender card"

assert count(progress) == 105 "OPK-C2: 105 progress cards"
assert all([c.value >= -2 and c.value <= 4 for c in progress]) "OPK-C2: progress values range from -2 to +4"
assert all([progress-with-value(v) > 0 for v in -2..4]) "OPK-C2: every progress value from -2 to +4 is printed"
assert all([c.heads >= 1 and c.heads <= 4 for c in progress]) "OPK-C2: a hydra has 1, 2, 3 or 4 heads"
assert all([progress-with-heads(h) > 0 for h in 1..4]) "OPK-C2: hydras with 1, 2, 3 and 4 heads all occur"
assert all([count(c.signs) >= 1 for c in progress]) "OPK-C2: every progress card shows at least one contender sign"
assert all([count(unique(c.signs)) == count(c.signs) for c in progress])
  "OPK-C2: a card shows each contender sign at most once"
assert any([c.star for c in progress]) "OPK-C2: some progress cards carry a star"

assert count(order-card) == 15 "OPK-C3: 15 order cards"
assert all([orders-of(o) == 5 for o in order]) "OPK-C3: 5 stop, 5 remove and 5 insert cards"

assert count(prediction-tile) == 24 "OPK-C5: 24 contender tiles"
assert all([tiles-of(k) == 6 for k in contender]) "OPK-C5: 6 tiles of each contender"

// Star marks, as this reconstruction defines them (OPK-S1, OPK-S6).
assert all([c.star for c in progress if count(c.signs) == 1 and white in c.signs])
  "OPK-S1: a progress card only the white contender can use carries a star"
assert all([any([s != white for s in c.signs]) for c in progress if not c.star])
  "OPK-S1: every card left in a 2-3 player game can go under blue, red or green"
assert all([count([c for c in order-card if c.order == o and not c.star]) == 4 for o in order])
  "OPK-S1: a 2-3 player game keeps 4 order cards of each kind"
assert all([unstarred-tiles-of(k) == 4 for k in [blue, red, green]])
  "OPK-S6: a 2-3 player game keeps 4 blue, 4 red and 4 green tiles: up to 3 players' sets and the face-down set"
assert all([t.star for t in prediction-tile if t.contender == white])
  "OPK-S1: the white tiles carry a star (a 2-3 player game uses blue, red and green only)"
`;

writeFormatted(OUTPUT, render());
