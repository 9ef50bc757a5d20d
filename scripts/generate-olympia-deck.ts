// Writes cards/olympia-2000.agon: the Olympia 2000 components, with a reconstructed athlete deck.
// No public source lists the printed placings, so the deck is built to satisfy every fact the
// rulebooks state (RULES.md OLY-C1..C5 and "Card data"), from a fixed seed so that running this
// script again gives the same file byte for byte.
//
//   node --import ./scripts/register.mjs scripts/generate-olympia-deck.ts
import { writeFormatted } from "./write-formatted.js";
import { fileURLToPath } from "node:url";
import { seededRandom } from "./seeded-random.js";

const SEED = 2000;
const OUTPUT = fileURLToPath(new URL("../cards/olympia-2000.agon", import.meta.url));

const DISCIPLINES = ["marathon", "discus", "long-jump", "archery", "multi-event"] as const;
type Discipline = (typeof DISCIPLINES)[number];
type Entry = number | "overstepped" | "disqualified";

/** Best placing ranges of the five groups (OLY-C2); a loser's best is worse than 20 or absent. */
const GROUPS = [
  { size: 12, lowest: 1, highest: 3 },
  { size: 12, lowest: 4, highest: 7 },
  { size: 12, lowest: 8, highest: 12 },
  { size: 12, lowest: 13, highest: 20 },
  { size: 7, lowest: 21, highest: 55 },
] as const;
const TOP_PLACES = 20;
const DECK_SIZE = 55;
/** no-placing entries per discipline: enough that the rule exists in play, few enough that
 *  a turn in which nobody places (OLY-T9) stays rare */
const NO_PLACING_PER_DISCIPLINE = { min: 3, max: 5 };
const MAX_NO_PLACINGS_PER_CARD = 2;

const NAMED_ATHLETES: { id: string; en: string; de: string; ko: string }[] = [
  { id: "ajax", en: "Ajax", de: "Aias", ko: "아이아스" },
  { id: "achilles", en: "Achilles", de: "Achilleus", ko: "아킬레우스" },
  { id: "hector", en: "Hector", de: "Hektor", ko: "헥토르" },
  { id: "odysseus", en: "Odysseus", de: "Odysseus", ko: "오디세우스" },
  { id: "heracles", en: "Heracles", de: "Herakles", ko: "헤라클레스" },
  { id: "perseus", en: "Perseus", de: "Perseus", ko: "페르세우스" },
  { id: "theseus", en: "Theseus", de: "Theseus", ko: "테세우스" },
  { id: "jason", en: "Jason", de: "Iason", ko: "이아손" },
  { id: "atalanta", en: "Atalanta", de: "Atalante", ko: "아탈란테" },
  { id: "diomedes", en: "Diomedes", de: "Diomedes", ko: "디오메데스" },
  { id: "castor", en: "Castor", de: "Kastor", ko: "카스토르" },
  { id: "pollux", en: "Pollux", de: "Polydeukes", ko: "폴리데우케스" },
];

const { randomInt, shuffle, pickOne, random } = seededRandom(SEED);

interface Athlete {
  id: string;
  en: string;
  de: string;
  ko: string;
  group: number; // 0-based index into GROUPS
  placing: Partial<Record<Discipline, Entry>>;
}

function makeAthletes(): Athlete[] {
  const athletes: Athlete[] = NAMED_ATHLETES.map((a) => ({ ...a, group: 0, placing: {} }));
  let number = athletes.length + 1;
  for (let group = 1; group < GROUPS.length; group++) {
    for (let i = 0; i < GROUPS[group].size; i++, number++) {
      athletes.push({
        id: `athlete-${number}`,
        en: `Athlete ${number}`,
        de: `Athlet ${number}`,
        ko: `선수 ${number}`,
        group,
        placing: {},
      });
    }
  }
  return athletes;
}

/** Hands out the places 1..20 of every discipline group by group: first one place of the group's
 *  range to each of its athletes (that fixes their best placing), then the range's remaining
 *  places to athletes of that group or a stronger one (who may place there without changing
 *  their group). */
function assignTopPlaces(athletes: Athlete[]): void {
  for (let group = 0; group < GROUPS.length - 1; group++) {
    const { lowest, highest } = GROUPS[group];
    const slots = shuffle(DISCIPLINES.flatMap((d) => Array.from({ length: highest - lowest + 1 }, (_, i) => ({ d, place: lowest + i }))));
    const members = athletes.filter((a) => a.group === group);
    for (const member of members) {
      const slot = slots.shift()!;
      member.placing[slot.d] = slot.place;
    }
    for (const slot of slots) {
      const eligible = athletes.filter((a) => a.group <= group && a.placing[slot.d] === undefined);
      pickOne(eligible).placing[slot.d] = slot.place;
    }
  }
}

/** Fills every remaining entry: a few no-placings per discipline, the rest distinct places 21..55. */
function assignRemainingPlaces(athletes: Athlete[]): void {
  const noPlacings = new Map<Athlete, number>(athletes.map((a) => [a, 0]));
  for (const d of DISCIPLINES) {
    const open = athletes.filter((a) => a.placing[d] === undefined);
    const { min, max } = NO_PLACING_PER_DISCIPLINE;
    const absentCount = min + randomInt(max - min + 1);
    const candidates = shuffle(open.filter((a) => noPlacings.get(a)! < MAX_NO_PLACINGS_PER_CARD));
    const absent = new Set(candidates.slice(0, absentCount));
    for (const a of absent) {
      a.placing[d] = random() < 0.5 ? "overstepped" : "disqualified";
      noPlacings.set(a, noPlacings.get(a)! + 1);
    }
    const present = open.filter((a) => !absent.has(a));
    const places = shuffle(Array.from({ length: DECK_SIZE - TOP_PLACES }, (_, i) => TOP_PLACES + 1 + i))
      .slice(0, present.length)
      .sort((x, y) => x - y);
    shuffle(present).forEach((a, i) => {
      a.placing[d] = places[i];
    });
  }
}

function bestPlacing(a: Athlete): number {
  const places = DISCIPLINES.map((d) => a.placing[d]).filter((e): e is number => typeof e === "number");
  return places.length ? Math.min(...places) : Infinity;
}

/** The generator's own check, so a change to it cannot silently write a deck the assertions reject. */
function verify(athletes: Athlete[]): void {
  const fail = (why: string): never => {
    throw new Error(`generated deck is wrong: ${why}`);
  };
  if (athletes.length !== DECK_SIZE) fail(`${athletes.length} athletes`);
  for (const a of athletes) {
    const best = bestPlacing(a);
    const { lowest, highest } = GROUPS[a.group];
    const inGroup = a.group === GROUPS.length - 1 ? best > TOP_PLACES : best >= lowest && best <= highest;
    if (!inGroup) fail(`${a.id} has best placing ${best}, outside group ${a.group + 1}`);
  }
  for (const d of DISCIPLINES) {
    const places = athletes.map((a) => a.placing[d]).filter((e) => typeof e === "number");
    if (new Set(places).size !== places.length) fail(`repeated placing in ${d}`);
    // not a rulebook fact but a property of this reconstruction, so the card file does not assert it
    const absent = DECK_SIZE - places.length;
    if (absent < NO_PLACING_PER_DISCIPLINE.min || absent > NO_PLACING_PER_DISCIPLINE.max) fail(`${absent} no-placings in ${d}`);
  }
}

/** columns in a monospaced editor: Hangul syllables take two */
const displayWidth = (s: string): number => [...s].reduce((w, ch) => w + (/[\uac00-\ud7a3]/.test(ch) ? 2 : 1), 0);
const entryText = (e: Entry | undefined): string => String(e);
const quoted = (s: string): string => `"${s}"`;

function athleteRows(athletes: Athlete[]): string[] {
  const cells = athletes.map((a) => [
    `${a.id}:`,
    `${quoted(a.en)},`,
    `${quoted(a.de)},`,
    `${quoted(a.ko)},`,
    ...DISCIPLINES.map((d) => `${entryText(a.placing[d])},`),
    String(a.group === GROUPS.length - 1),
  ]);
  const widths = cells[0].map((_, col) => Math.max(...cells.map((row) => displayWidth(row[col]))));
  return cells.map(
    (row) => `  ${row.map((cell, col) => (col === row.length - 1 ? cell : cell + " ".repeat(widths[col] - displayWidth(cell)))).join(" ")}`,
  );
}

function render(athletes: Athlete[]): string {
  return `// Olympia 2000 (v. Chr.): components and card data (OLY-C1..OLY-C5).
//
// GENERATED by scripts/generate-olympia-deck.ts (seed ${SEED}); edit the script, not this file:
//   node --import ./scripts/register.mjs scripts/generate-olympia-deck.ts
//
// RECONSTRUCTED: no public source lists the placings printed on the 55 athlete cards. This deck is
// made to satisfy every fact the rulebooks state, and the assertions at the end of this file check
// those facts, so a designer who types in the printed deck gets it checked against the same facts.

enum discipline {
  marathon    en "marathon"    de "Marathonlauf"  ko "마라톤",
  discus      en "discus"      de "Diskuswurf"    ko "원반 던지기",
  long-jump   en "long jump"   de "Weitsprung"    ko "높이뛰기",     // the Korean rulebook's word: high jump
  archery     en "archery"     de "Bogenschießen" ko "활쏘기",       // the Korean rulebook's word
  multi-event en "multi-event" de "Mehrkampf"     ko "종합 경기"
}

// A placing entry that is no placing at all: the card does not compete in that discipline.
enum no-placing {
  overstepped  en "overstepped"  de "übergetreten"    ko "규칙 위반",
  disqualified en "disqualified" de "disqualifiziert" ko "자격 박탈"
}

// The Korean names are the Korean rulebook's words (선수 카드, 월계관 칩, 위로 칩, 목발을 짚은 선수).
kind athlete ko "선수 카드" {
  placing ko "순위": map discipline to int 1..55 or no-placing
  loser ko "목발을 짚은 선수": bool = false          // on crutches: playing one earns a consolation tile
}
kind laurel en "laurel tile" ko "월계관 칩" { discipline ko "종목": discipline  value ko "점수": int 2..6 }
kind consolation en "consolation tile" ko "위로 칩" { value ko "점수": int = 1 }

// The 12 named athletes of group 1 first, then athletes 13..55 of groups 2, 3, 4 and the losers.
cards athlete {
  columns en, de, ko, placing.${DISCIPLINES.join(", placing.")}, loser
${athleteRows(athletes).join("\n")}
}

cards laurel {
  generate discipline in discipline, value in 2..6
    named en "{discipline} {value}" de "{discipline} {value}" ko "{value}점짜리 {discipline}"
}

cards consolation {
  generate 7 with value 1
    named en "consolation" de "Trostpreis" ko "위로 칩"
}

// ---------------------------------------------------------------- helpers for the facts below

// The athlete's best (lowest) placing over the disciplines it places in; 99 when it places in none.
function best-placing(a: athlete): int =
  min([a.placing[d] for d in discipline if a.placing[d] is int]) ?? 99

// The group of OLY-C2: 1 (top 3 somewhere), 2 (top 7), 3 (top 12), 4 (top 20), 5 (losers).
function group(a: athlete): int =
  if best-placing(a) <= 3 then 1
  else if best-placing(a) <= 7 then 2
  else if best-placing(a) <= 12 then 3
  else if best-placing(a) <= 20 then 4
  else 5

function placings(d: discipline): list of int =
  [a.placing[d] for a in athlete if a.placing[d] is int]

function no-placings(d: discipline): int =
  count([a for a in athlete if a.placing[d] is no-placing])

function group-size(g: int): int = count([a for a in athlete if group(a) == g])

// ---------------------------------------------------------------- the rulebooks' facts

assert count(athlete) == 55 "OLY-C1: the deck holds 55 athlete cards"
assert all([count(unique(placings(d))) == count(placings(d)) for d in discipline])
  "OLY-C1: no two athletes share a placing in the same discipline"
assert sum([no-placings(d) for d in discipline]) > 0
  "OLY-C1: some entries are no placing at all (overstepped, disqualified)"

assert group-size(1) == 12 "OLY-C2: 12 athletes are in the top 3 of at least one discipline"
assert group-size(2) == 12 "OLY-C2: 12 athletes are in the top 7 (but not the top 3) of some discipline"
assert group-size(3) == 12 "OLY-C2: 12 athletes are in the top 12 (but not the top 7) of some discipline"
assert group-size(4) == 12 "OLY-C2: 12 athletes are in the top 20 (but not the top 12) of some discipline"
assert group-size(5) == 7 "OLY-C2: 7 athletes are in the top 20 of no discipline"
assert count([a for a in athlete if a.loser]) == 7 "OLY-C2: 7 losers, on crutches"
assert all([a.loser == (group(a) == 5) for a in athlete])
  "OLY-C2: the losers are exactly the athletes in the top 20 of no discipline"

// Group 1 athletes are "each named, with a portrait": their names are all different, and no
// athlete outside group 1 carries one of them (the others are numbered, "Athlete 13" ...).
assert count(unique([name(a) for a in athlete if group(a) == 1])) == 12
  "OLY-C2: the 12 group-1 athletes each have a name of their own"
assert all([not (name(a) in [name(b) for b in athlete if group(b) == 1]) for a in athlete if group(a) != 1])
  "OLY-C2: no athlete outside group 1 shares a group-1 athlete's name"

assert count(laurel) == 25 "OLY-C3: 25 laurel wreath tiles"
assert all([count([t for t in laurel if t.discipline == d]) == 5 for d in discipline])
  "OLY-C3: 5 laurel tiles per discipline"
assert all([all([count([t for t in laurel if t.discipline == d and t.value == v]) == 1 for v in 2..6]) for d in discipline])
  "OLY-C3: each discipline has one laurel tile of each value 2, 3, 4, 5 and 6"

assert count(consolation) == 7 "OLY-C4: 7 consolation tiles"
assert all([c.value == 1 for c in consolation]) "OLY-C4: a consolation tile is worth 1 point"

assert count(discipline) == 5 "OLY-C5: five disciplines"
`;
}

const athletes = makeAthletes();
assignTopPlaces(athletes);
assignRemainingPlaces(athletes);
verify(athletes);
writeFormatted(OUTPUT, render(athletes));
