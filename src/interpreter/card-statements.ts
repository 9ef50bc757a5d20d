// Statements about cards: move, shuffle, deal, reveal, look. Moving a card takes away what a
// `reveal` or `look` showed of it.
import type { Expr } from "../../grammar/ast.js";
import type { DealStmt } from "../../grammar/statements/deal.js";
import type { LookStmt } from "../../grammar/statements/look.js";
import type { MoveStmt } from "../../grammar/statements/move.js";
import type { RevealStmt } from "../../grammar/statements/reveal.js";
import type { ShuffleStmt } from "../../grammar/statements/shuffle.js";
import { compileExpr, compileList } from "./compile-expr.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import { NORMAL, type Ex, type St } from "./model.js";
import { moveAll, moveCards, type MoveTarget } from "./moves.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Scope } from "./scope.js";
import { Card, Player, describe, type Value } from "./values.js";
import { readZone, zoneRefOf } from "./zone-refs.js";
import { chargeSteps } from "./limits.js";

/** Cards named by a move, look or reveal: a zone's cards, a card, or a list of cards. */
function cardsOf(c: Compiler, e: Expr, scope: Scope, what: string): (rt: Runtime, L: Value[]) => Card[] {
  const ref = zoneRefOf(c, e, scope);
  if (ref) return readZone(ref, false) as (rt: Runtime, L: Value[]) => Card[];
  return cardsOfValue(c, e, scope, what);
}

/** Cards named by an expression that is not a zone. */
function cardsOfValue(c: Compiler, e: Expr, scope: Scope, what: string): (rt: Runtime, L: Value[]) => Card[] {
  const x = compileExpr(c, e, scope);
  // one array per statement for a single card: the callers use the list and let it go
  const one: Card[] = [];
  return (rt, L) => {
    const v = x(rt, L);
    if (v instanceof Card) {
      one[0] = v;
      return one;
    }
    if (Array.isArray(v)) {
      for (const card of v) if (!(card instanceof Card)) fail(rt, "runtime-error", `${what} needs cards, not ${describe(card)}`);
      return v as Card[];
    }
    return fail(
      rt,
      v === null ? "none-in-arithmetic" : "runtime-error",
      `${what} needs a card, cards or a zone, not ${describe(v)}`,
      v === null ? "check that the zone is not empty, e.g. `if count(pile) > 0 { ... }`" : undefined,
    );
  };
}

function zoneList(c: Compiler, e: Expr, scope: Scope, what: string): (rt: Runtime, L: Value[]) => ZoneInst[] {
  const ref = zoneRefOf(c, e, scope);
  if (!ref || ref.kind === "column") {
    c.error(e.range, "wrong-type", `${what} needs a zone, e.g. \`${what} pile\``);
    return () => [];
  }
  if (ref.kind === "all") return ref.get;
  const get = ref.get;
  return (rt, L) => [get(rt, L)];
}

export function compileShuffle(c: Compiler, s: ShuffleStmt, scope: Scope): St {
  const zones = zoneList(c, s.zone, scope, "shuffle");
  return (rt, L) => {
    for (const z of zones(rt, L)) shuffleZone(rt, z);
    return NORMAL;
  };
}

// The work of a statement once its operands are known, shared by the closures and the generated
// code (which computes the operands in place and calls these).

export function shuffleZone(rt: Runtime, z: ZoneInst): void {
  chargeSteps(rt, z.cards.length);
  rt.rng.shuffle(z.cards);
  // a shuffle hides where each card went
  for (const card of z.cards) {
    rt.revealed[card.num] = 0;
    rt.known[card.num] = 0;
  }
  if (rt.builds("shuffle")) rt.event({ type: "shuffle", zone: z.label });
}

/** the one card a deal moves at a time: moveCards copies it out at once, and deals never nest */
const ONE_CARD: Card[] = [];

/** A deal's count, checked before its zones and players are read. */
export function dealCount(rt: Runtime, n: Value): number {
  if (typeof n === "number") return n;
  return fail(rt, n === null ? "none-in-arithmetic" : "runtime-error", `deal needs a number of cards, not ${describe(n)}`);
}

/** `deal n from src to` the zone of spec index `zi`, a card at a time round `ps`. */
export function dealCards(rt: Runtime, n: number, src: ZoneInst, zi: number, ps: readonly Value[]): void {
  const one = ONE_CARD;
  for (let round = 0; round < n; round++) {
    // a round costs a step even when it deals nothing (no players), so that a huge count ends
    chargeSteps(rt, 1);
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      if (!(p instanceof Player)) fail(rt, "runtime-error", `deal goes round players, not ${describe(p)}`);
      if (src.cards.length === 0) return;
      one[0] = src.cards[0]!;
      moveCards(rt, one, rt.zones[zi]![p.seat]!, false, 0);
    }
  }
}

export function revealZone(rt: Runtime, z: ZoneInst): void {
  chargeSteps(rt, z.cards.length);
  for (const card of z.cards) rt.revealed[card.num] = 1;
  if (rt.builds("reveal")) rt.event({ type: "reveal", zone: z.label, cards: z.cards.map((card) => card.id) });
}

export function revealCards(rt: Runtime, cs: readonly Card[]): void {
  chargeSteps(rt, cs.length);
  for (const card of cs) rt.revealed[card.num] = 1;
  if (rt.builds("reveal"))
    rt.event({ type: "reveal", zone: cs.length ? rt.cardZone[cs[0]!.num]!.label : "", cards: cs.map((card) => card.id) });
}

export function lookAt(rt: Runtime, cs: readonly Card[], p: Value): void {
  if (!(p instanceof Player)) fail(rt, "runtime-error", `look ... by needs a player, not ${describe(p)}`);
  const bit = 1 << p.seat;
  chargeSteps(rt, cs.length);
  for (const card of cs) rt.known[card.num]! |= bit;
  if (rt.builds("look")) rt.event({ type: "look", player: p.name, cards: cs.map((card) => card.id) });
}

export function compileMove(c: Compiler, s: MoveStmt, scope: Scope): St {
  const whole = zoneRefOf(c, s.what, scope);
  // a whole zone instance moves without being copied (moveAll); anything else is read as cards
  const source = whole?.kind === "inst" ? whole.get : undefined;
  const what = source
    ? undefined
    : whole
      ? (readZone(whole, false) as (rt: Runtime, L: Value[]) => Card[])
      : cardsOfValue(c, s.what, scope, "move");
  const ref = zoneRefOf(c, s.to, scope);
  if (!ref || ref.kind === "all") {
    c.error(
      s.to.range,
      ref ? "wrong-type" : "unknown-zone",
      ref
        ? `\`${ref.spec.name}\` is one zone per ${ref.spec.per === "player" ? "player" : "value"}: say which, e.g. \`${ref.spec.name}[p]\``
        : "`move` needs a zone to move to",
    );
    return () => NORMAL;
  }
  const target = ref.get as (rt: Runtime, L: Value[]) => MoveTarget;
  const top = s.at === "top";
  const row: Ex | undefined = s.row ? compileExpr(c, s.row, scope) : undefined;
  if (ref.kind === "column" && !row) c.error(s.range, "wrong-type", "a move into a grid zone needs `at row R`");
  const rowOf = (rt: Runtime, L: Value[]): number => {
    if (!row) return 0;
    const r = row(rt, L);
    if (typeof r !== "number") fail(rt, "runtime-error", `a row is an int, not ${describe(r)}`);
    return r;
  };
  if (source) {
    return (rt, L) => {
      const from = source(rt, L);
      const to = target(rt, L);
      moveAll(rt, from, to, top, rowOf(rt, L));
      return NORMAL;
    };
  }
  return (rt, L) => {
    const cards = what!(rt, L);
    const to = target(rt, L);
    moveCards(rt, cards, to, top, rowOf(rt, L));
    return NORMAL;
  };
}

export function compileDeal(c: Compiler, s: DealStmt, scope: Scope): St {
  const count = compileExpr(c, s.count, scope);
  const from = zoneRefOf(c, s.from, scope);
  const to = c.link.declarationOf(s.to);
  const spec = to?.kind === "zone" ? c.game.zoneByName.get(to.decl.name.name) : undefined;
  if (from?.kind !== "inst") {
    c.error(s.from.range, "wrong-type", "`deal` deals from one zone, e.g. `deal 4 from pile to hand`");
    return () => NORMAL;
  }
  if (spec?.per !== "player") {
    c.error(
      s.to.range,
      spec ? "wrong-type" : "unknown-zone",
      spec ? `\`deal\` deals into a per-player zone; \`${spec.name}\` is not one` : `unknown zone \`${s.to.name}\``,
    );
    return () => NORMAL;
  }
  const source = from.get;
  const zi = spec.index;
  const players = s.players ? compileList(c, s.players, scope) : undefined;
  return (rt, L) => {
    const n = dealCount(rt, count(rt, L));
    dealCards(rt, n, source(rt, L), zi, (players ? players(rt, L) : rt.players) as Value[]);
    return NORMAL;
  };
}

export function compileReveal(c: Compiler, s: RevealStmt, scope: Scope): St {
  const ref = zoneRefOf(c, s.zone, scope);
  if (ref && ref.kind !== "column") {
    const zones = ref.kind === "all" ? ref.get : (rt: Runtime, L: Value[]) => [ref.get(rt, L)];
    return (rt, L) => {
      for (const z of zones(rt, L)) revealZone(rt, z);
      return NORMAL;
    };
  }
  const cards = cardsOf(c, s.zone, scope, "reveal");
  return (rt, L) => {
    revealCards(rt, cards(rt, L));
    return NORMAL;
  };
}

export function compileLook(c: Compiler, s: LookStmt, scope: Scope): St {
  const cards = cardsOf(c, s.what, scope, "look");
  const by = compileExpr(c, s.by, scope);
  return (rt, L) => {
    const cs = cards(rt, L);
    lookAt(rt, cs, by(rt, L));
    return NORMAL;
  };
}
