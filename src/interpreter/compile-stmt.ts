// Statements to closures `(rt, L) => flow`. Each statement costs one step, and so does each
// turn of a loop, so a loop that never ends meets the budget at the loop itself.
import type { Block, ChooseStmt, DealStmt, Expr, LookStmt, MoveStmt, RevealStmt, SetStmt, Stmt } from "../../grammar/ast.js";
import { compileExpr, compileList } from "./compile-expr.js";
import { executionOf } from "./compile-rules.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import { END, LEAVE, NORMAL, type Ex, type St, type StmtMeta } from "./model.js";
import { moveCards, type MoveTarget } from "./moves.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Scope } from "./scope.js";
import { Card, Player, describe, toPlain, type Value } from "./values.js";
import { readZone, zoneRefOf } from "./zone-refs.js";

/** Points at the innermost running loop, where a game that never ends usually spins. */
export function budgetExceeded(rt: Runtime): never {
  if (rt.loop) rt.at = rt.loop;
  return fail(rt, "step-budget-exceeded", `the game ran more than ${rt.budget} statements`,
    "a loop that never ends? `repeat` runs until `leave` or `end game`; `while` until its condition is false");
}

export function compileBlock(c: Compiler, block: Block, scope: Scope): St {
  const inner = scope.child();
  const stmts: St[] = [];
  const metas: StmtMeta[] = [];
  for (const s of block.statements) {
    metas.push({ range: s.range, rule: c.owner });
    stmts.push(compileStmt(c, s, inner));
  }
  const n = stmts.length;
  return (rt, L) => {
    for (let i = 0; i < n; i++) {
      rt.at = metas[i];
      if (++rt.steps > rt.budget) budgetExceeded(rt);
      const r = stmts[i]!(rt, L);
      if (r !== NORMAL) return r;
    }
    return NORMAL;
  };
}

function compileStmt(c: Compiler, s: Stmt, scope: Scope): St {
  const meta: StmtMeta = { range: s.range, rule: c.owner };
  switch (s.kind) {
    case "Let": {
      const value = compileExpr(c, s.value, scope);
      const slot = scope.declare(s.name.name);
      return (rt, L) => {
        L[slot] = value(rt, L);
        return NORMAL;
      };
    }
    case "Set":
      return compileSet(c, s, scope);
    case "Move":
      return compileMove(c, s, scope);
    case "Shuffle": {
      const zones = zoneList(c, s.zone, scope, "shuffle");
      return (rt, L) => {
        for (const z of zones(rt, L)) {
          rt.rng.shuffle(z.cards);
          for (const card of z.cards) {
            rt.revealed[card.num] = 0;
            rt.known[card.num] = 0;
          }
          if (rt.events) rt.event({ type: "shuffle", zone: z.label });
        }
        return NORMAL;
      };
    }
    case "Deal":
      return compileDeal(c, s, scope);
    case "Reveal":
      return compileReveal(c, s, scope);
    case "Look":
      return compileLook(c, s, scope);
    case "Choose":
      return compileChoose(c, s, scope);
    case "If": {
      const cond = compileExpr(c, s.condition, scope);
      const then = compileBlock(c, s.then, scope);
      const otherwise = s.else ? (s.else.kind === "Block" ? compileBlock(c, s.else, scope) : compileStmt(c, s.else, scope)) : undefined;
      return (rt, L) => {
        const v = cond(rt, L);
        if (v === true) return then(rt, L);
        if (v !== false) fail(rt, v === null ? "none-in-arithmetic" : "runtime-error", `\`if\` needs true or false, not ${describe(v)}`);
        return otherwise ? otherwise(rt, L) : NORMAL;
      };
    }
    case "For": {
      const ref = zoneRefOf(c, s.iterable, scope);
      const source = ref ? readZone(ref, false) : compileList(c, s.iterable, scope);
      const inner = scope.child();
      const slot = inner.declare(s.name.name);
      const body = compileBlock(c, s.body, inner);
      return (rt, L) => {
        const xs = source(rt, L) as Value[];
        const outer = rt.loop;
        rt.loop = meta;
        for (let i = 0; i < xs.length; i++) {
          if (i > 0) {
            rt.at = meta;
            if (++rt.steps > rt.budget) budgetExceeded(rt);
          }
          L[slot] = xs[i];
          const r = body(rt, L);
          if (r !== NORMAL) {
            rt.loop = outer;
            return r;
          }
        }
        rt.loop = outer;
        return NORMAL;
      };
    }
    case "While": {
      const cond = compileExpr(c, s.condition, scope);
      const body = compileBlock(c, s.body, scope);
      return (rt, L) => {
        const outer = rt.loop;
        rt.loop = meta;
        for (let first = true; ; first = false) {
          if (!first) {
            rt.at = meta;
            if (++rt.steps > rt.budget) budgetExceeded(rt);
          }
          const v = cond(rt, L);
          if (v !== true) {
            if (v !== false) fail(rt, "runtime-error", `\`while\` needs true or false, not ${describe(v)}`);
            rt.loop = outer;
            return NORMAL;
          }
          const r = body(rt, L);
          if (r !== NORMAL) {
            rt.loop = outer;
            return r;
          }
        }
      };
    }
    case "Repeat": {
      const body = compileBlock(c, s.body, scope);
      return (rt, L) => {
        const outer = rt.loop;
        rt.loop = meta;
        for (let first = true; ; first = false) {
          if (!first) {
            rt.at = meta;
            if (++rt.steps > rt.budget) budgetExceeded(rt);
          }
          const r = body(rt, L);
          if (r !== NORMAL) {
            rt.loop = outer;
            return r;
          }
        }
      };
    }
    case "Call": {
      const name = s.rule.name;
      if (!c.program.rules.has(name)) {
        c.error(s.rule.range, "unknown-rule", `unknown rule \`${name}\``);
        return () => NORMAL;
      }
      const rules = c.game.rules;
      return (rt, L) => rules.get(name)!(rt, L);
    }
    case "Leave": {
      const name = s.rule.name;
      if (!c.ruleNames.has(name)) c.error(s.rule.range, "unknown-rule", `unknown rule \`${name}\``);
      return (rt) => {
        rt.leaveTarget = name;
        return LEAVE;
      };
    }
    case "EndGame":
      return (rt) => {
        if (rt.events) rt.event({ type: "end" });
        return END;
      };
    case "Winners": {
      const ps = compileExpr(c, s.players, scope);
      return (rt, L) => {
        const v = ps(rt, L);
        const list = Array.isArray(v) ? v : [v];
        for (const p of list) if (!(p instanceof Player)) fail(rt, "runtime-error", `winners must be players, not ${describe(p)}`);
        rt.winners = list as Player[];
        return NORMAL;
      };
    }
    case "NestedRule": {
      const saved = c.owner;
      c.owner = s.name.name;
      const body = compileBlock(c, s.body, scope);
      c.owner = saved;
      return executionOf(c, s.name.name, s.implements.map((i) => i.name), body, undefined);
    }
    case "Log": {
      const msg = compileExpr(c, s.message, scope);
      // evaluated even when events are off: `pick` or `shuffled` in a message must draw the same numbers either way
      return (rt, L) => {
        const v = msg(rt, L);
        if (rt.events) {
          const plain = toPlain(v);
          rt.event({ type: "log", message: typeof plain === "string" ? plain : JSON.stringify(plain) });
        }
        return NORMAL;
      };
    }
  }
}

function compileSet(c: Compiler, s: SetStmt, scope: Scope): St {
  const value = compileExpr(c, s.value, scope);
  const op = s.op;
  const combine = (rt: Runtime, old: Value, v: Value): Value => {
    if (op === "=") return v;
    if (typeof old === "number" && typeof v === "number") return op === "+=" ? old + v : old - v;
    if (op === "+=" && Array.isArray(old) && Array.isArray(v)) return old.concat(v);
    return fail(rt, old === null || v === null ? "none-in-arithmetic" : "runtime-error", `\`${op}\` cannot combine ${describe(old)} and ${describe(v)}`);
  };
  const t = s.target;
  if (t.kind === "Name") {
    const slot = scope.lookup(t.name);
    if (slot !== undefined) {
      return (rt, L) => {
        L[slot] = combine(rt, L[slot], value(rt, L));
        return NORMAL;
      };
    }
    const v = c.game.varByName.get(t.name);
    if (v && v.per === "shared") {
      const vi = v.index;
      const name = v.name;
      return (rt, L) => {
        const nv = combine(rt, rt.vars[vi], value(rt, L));
        rt.vars[vi] = nv;
        if (rt.events) rt.event({ type: "set", variable: name, value: toPlain(nv) });
        return NORMAL;
      };
    }
  }
  if (t.kind === "Index" && t.object.kind === "Name" && t.indices.length === 1 && scope.lookup(t.object.name) === undefined) {
    const v = c.game.varByName.get(t.object.name);
    if (v && v.per !== "shared") {
      const vi = v.index;
      const name = v.name;
      const ix = compileExpr(c, t.indices[0]!, scope);
      const en = v.per === "player" ? undefined : c.game.enums.get(v.per.enumName)!;
      return (rt, L) => {
        const k = ix(rt, L);
        let i: number | undefined;
        if (en) i = en.ordinal.get(k);
        else if (k instanceof Player) i = k.seat;
        if (i === undefined) fail(rt, k === null ? "none-in-arithmetic" : "runtime-error", `\`${name}\` has no entry for ${describe(k)}`);
        const entries = rt.vars[vi] as Value[];
        const nv = combine(rt, entries[i], value(rt, L));
        entries[i] = nv;
        if (rt.events) rt.event({ type: "set", variable: name, index: k instanceof Player ? k.name : String(k), value: toPlain(nv) });
        return NORMAL;
      };
    }
  }
  c.error(t.range, "wrong-type", "`set` needs a local, a var or a var's entry (`points[p]`)");
  return () => NORMAL;
}

/** Cards named by a move, look or reveal: a zone's cards, a card, or a list of cards. */
function cardsOf(c: Compiler, e: Expr, scope: Scope, what: string): (rt: Runtime, L: Value[]) => Card[] {
  const ref = zoneRefOf(c, e, scope);
  if (ref) return readZone(ref, false) as (rt: Runtime, L: Value[]) => Card[];
  const x = compileExpr(c, e, scope);
  return (rt, L) => {
    const v = x(rt, L);
    if (v instanceof Card) return [v];
    if (Array.isArray(v)) {
      for (const card of v) if (!(card instanceof Card)) fail(rt, "runtime-error", `${what} needs cards, not ${describe(card)}`);
      return v as Card[];
    }
    return fail(rt, v === null ? "none-in-arithmetic" : "runtime-error", `${what} needs a card, cards or a zone, not ${describe(v)}`,
      v === null ? "check that the zone is not empty, e.g. `if count(pile) > 0 { ... }`" : undefined);
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

function compileMove(c: Compiler, s: MoveStmt, scope: Scope): St {
  const what = cardsOf(c, s.what, scope, "move");
  const ref = zoneRefOf(c, s.to, scope);
  if (!ref || ref.kind === "all") {
    c.error(s.to.range, ref ? "wrong-type" : "unknown-zone", ref ? `\`${ref.spec.name}\` is one zone per ${ref.spec.per === "player" ? "player" : "value"}: say which, e.g. \`${ref.spec.name}[p]\`` : "`move` needs a zone to move to");
    return () => NORMAL;
  }
  const target = ref.get as (rt: Runtime, L: Value[]) => MoveTarget;
  const top = s.at === "top";
  const row: Ex | undefined = s.row ? compileExpr(c, s.row, scope) : undefined;
  if (ref.kind === "column" && !row) c.error(s.range, "wrong-type", "a move into a grid zone needs `at row R`");
  return (rt, L) => {
    const cards = what(rt, L);
    const to = target(rt, L);
    let r = 0;
    if (row) {
      r = row(rt, L);
      if (typeof r !== "number") fail(rt, "runtime-error", `a row is an int, not ${describe(r)}`);
    }
    moveCards(rt, cards, to, top, r);
    return NORMAL;
  };
}

function compileDeal(c: Compiler, s: DealStmt, scope: Scope): St {
  const count = compileExpr(c, s.count, scope);
  const from = zoneRefOf(c, s.from, scope);
  const spec = c.game.zoneByName.get(s.to.name);
  if (!from || from.kind !== "inst") {
    c.error(s.from.range, "wrong-type", "`deal` deals from one zone, e.g. `deal 4 from pile to hand`");
    return () => NORMAL;
  }
  if (!spec || spec.per !== "player") {
    c.error(s.to.range, spec ? "wrong-type" : "unknown-zone", spec ? `\`deal\` deals into a per-player zone; \`${spec.name}\` is not one` : `unknown zone \`${s.to.name}\``);
    return () => NORMAL;
  }
  const source = from.get;
  const zi = spec.index;
  const players = s.players ? compileList(c, s.players, scope) : undefined;
  const one: Card[] = [];
  return (rt, L) => {
    const n = count(rt, L);
    if (typeof n !== "number") fail(rt, n === null ? "none-in-arithmetic" : "runtime-error", `deal needs a number of cards, not ${describe(n)}`);
    const src = source(rt, L);
    const ps = (players ? players(rt, L) : rt.players) as Value[];
    for (let round = 0; round < n; round++) {
      for (let i = 0; i < ps.length; i++) {
        const p = ps[i];
        if (!(p instanceof Player)) fail(rt, "runtime-error", `deal goes round players, not ${describe(p)}`);
        if (src.cards.length === 0) return NORMAL;
        one[0] = src.cards[0]!;
        moveCards(rt, one, rt.zones[zi]![p.seat]!, false, 0);
      }
    }
    return NORMAL;
  };
}

function compileReveal(c: Compiler, s: RevealStmt, scope: Scope): St {
  const ref = zoneRefOf(c, s.zone, scope);
  if (ref && ref.kind !== "column") {
    const zones = ref.kind === "all" ? ref.get : ((rt: Runtime, L: Value[]) => [ref.get(rt, L)]);
    return (rt, L) => {
      for (const z of zones(rt, L)) {
        for (const card of z.cards) rt.revealed[card.num] = 1;
        if (rt.events) rt.event({ type: "reveal", zone: z.label, cards: z.cards.map((card) => card.id) });
      }
      return NORMAL;
    };
  }
  const cards = cardsOf(c, s.zone, scope, "reveal");
  return (rt, L) => {
    const cs = cards(rt, L);
    for (const card of cs) rt.revealed[card.num] = 1;
    if (rt.events) rt.event({ type: "reveal", zone: cs.length ? rt.cardZone[cs[0]!.num]!.label : "", cards: cs.map((card) => card.id) });
    return NORMAL;
  };
}

function compileLook(c: Compiler, s: LookStmt, scope: Scope): St {
  const cards = cardsOf(c, s.what, scope, "look");
  const by = compileExpr(c, s.by, scope);
  return (rt, L) => {
    const cs = cards(rt, L);
    const p = by(rt, L);
    if (!(p instanceof Player)) fail(rt, "runtime-error", `look ... by needs a player, not ${describe(p)}`);
    const bit = 1 << p.seat;
    for (const card of cs) rt.known[card.num]! |= bit;
    if (rt.events) rt.event({ type: "look", player: p.name, cards: cs.map((card) => card.id) });
    return NORMAL;
  };
}

function compileChoose(c: Compiler, s: ChooseStmt, scope: Scope): St {
  const from = compileList(c, s.from, scope);
  const by = compileExpr(c, s.by, scope);
  const slot = scope.declare(s.name.name);
  const spec = { label: s.label ?? s.name.name, variable: s.name.name, secret: s.secret, optional: s.optional };
  return (rt, L) => {
    const items = from(rt, L) as Value[];
    const p = by(rt, L);
    if (!(p instanceof Player)) fail(rt, p === null ? "none-in-arithmetic" : "runtime-error", `choose ... by needs a player, not ${describe(p)}`);
    if (items.length === 0 && !spec.optional) {
      fail(rt, "no-legal-option", `${p.name} must choose ${spec.label} from an empty list`, "check that there is something to choose from, or write `choose optional`");
    }
    const i = rt.decide(rt, p, items, spec);
    const value = i < 0 ? null : items[i];
    L[slot] = value;
    if (rt.events) rt.event({ type: "choice", player: p.name, label: spec.label, variable: spec.variable, value: toPlain(value), secret: spec.secret });
    return NORMAL;
  };
}
