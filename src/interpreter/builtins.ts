// Built-in functions and calls of user functions.
import type { CallExpr, Expr } from "../../grammar/ast.js";
import { builtinFunctions, type BuiltinName } from "../../grammar/link/builtins.js";
import type { Compiler, FunctionSlot } from "./compiler.js";
import { didYouMean, fail } from "./errors.js";
import type { Ex } from "./model.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Scope } from "./scope.js";
import { Card, Player, describe, valuesEqual, type Value } from "./values.js";
import { zoneRefOf } from "./zone-refs.js";
import { cardInCell } from "./grid-cells.js";
import { compileInlineCall } from "./inline-functions.js";
import { compileFold, notABool, notAnInt, type FoldName } from "./folds.js";
import { LIST_COST, MAX_CALL_DEPTH, chargeMemory, chargeSteps, checkedInt, recursionTooDeep } from "./limits.js";

type Builder = (c: Compiler, args: Expr[], scope: Scope) => Ex;

function needPlayer(rt: Runtime, fn: string, v: Value): Player {
  if (v instanceof Player) return v;
  return fail(rt, v === null ? "none-in-arithmetic" : "runtime-error", `${fn}() needs a player, not ${describe(v)}`);
}

function needCard(rt: Runtime, fn: string, v: Value): Card {
  if (v instanceof Card) return v;
  return fail(rt, v === null ? "none-in-arithmetic" : "runtime-error", `${fn}() needs a card, not ${describe(v)}`);
}

function listFn(f: (rt: Runtime, xs: Value[]) => Value): Builder {
  return (c, args, scope) => {
    const xs = c.list(args[0]!, scope);
    return (rt, L) => f(rt, xs(rt, L) as Value[]);
  };
}

function playerFn(f: (rt: Runtime, p: Player) => Value, fn: string): Builder {
  return (c, args, scope) => {
    const x = c.expr(args[0]!, scope);
    return (rt, L) => f(rt, needPlayer(rt, fn, x(rt, L)));
  };
}

function cardFn(f: (rt: Runtime, card: Card) => Value, fn: string): Builder {
  return (c, args, scope) => {
    const x = c.expr(args[0]!, scope);
    return (rt, L) => f(rt, needCard(rt, fn, x(rt, L)));
  };
}

/** A builtin whose first argument must name one zone instance. */
function zoneFn(f: (rt: Runtime, z: ZoneInst, L: Value[]) => Value, fn: string): Builder {
  return (c, args, scope) => {
    const ref = zoneRefOf(c, args[0]!, scope);
    if (ref?.kind !== "inst") {
      c.error(args[0]!.range, "wrong-type", `${fn}() needs one zone, e.g. \`${fn}(hand[p])\``);
      return () => null;
    }
    const get = ref.get;
    return (rt, L) => f(rt, get(rt, L), L);
  };
}

/** The ints of a list, a step each; `fn` fails on anything else. */
function numbers(rt: Runtime, fn: string, xs: Value[]): number[] {
  chargeSteps(rt, xs.length);
  for (const x of xs) if (typeof x !== "number") notAnInt(rt, fn, x);
  return xs as number[];
}

function bools(rt: Runtime, fn: string, xs: Value[]): boolean[] {
  chargeSteps(rt, xs.length);
  for (const x of xs) if (typeof x !== "boolean") notABool(rt, fn, x);
  return xs as boolean[];
}

function sumOf(rt: Runtime, xs: Value[]): number {
  let total = 0;
  for (const x of numbers(rt, "sum", xs)) total = checkedInt(rt, total + x, "the sum");
  return total;
}

/** the least (sign 1) or greatest (sign -1) int of a list, none when it is empty */
function extremeOf(rt: Runtime, fn: string, xs: Value[], sign: number): number | null {
  const ns = numbers(rt, fn, xs);
  if (ns.length === 0) return null;
  let best = ns[0]!;
  for (const x of ns) if (sign * (x - best) < 0) best = x;
  return best;
}

/** A new list of `n` items is about to be made. */
function made(rt: Runtime, n: number): void {
  chargeMemory(rt, n + LIST_COST);
}

/** A builtin over a list; over a comprehension it folds the items instead (folds.ts). */
function foldFn(fn: FoldName, f: (rt: Runtime, xs: Value[]) => Value): Builder {
  const overList = listFn(f);
  return (c, args, scope) => (args[0]!.kind === "Comprehension" ? compileFold(c, fn, args[0]!, scope) : overList(c, args, scope));
}

const countOfList = foldFn("count", (_rt, xs) => xs.length);
const topOfList = listFn((_rt, xs) => (xs.length ? xs[0] : null));

/** `count` and `top` of one zone run in nearly every statement of a turn: they read the zone's
 *  cards directly, without the list reader in between. */
function count(c: Compiler, args: Expr[], scope: Scope): Ex {
  const ref = zoneRefOf(c, args[0]!, scope);
  if (ref?.kind !== "inst") return countOfList(c, args, scope);
  const get = ref.get;
  return (rt, L) => get(rt, L).cards.length;
}

function top(c: Compiler, args: Expr[], scope: Scope): Ex {
  const ref = zoneRefOf(c, args[0]!, scope);
  if (ref?.kind !== "inst") return topOfList(c, args, scope);
  const get = ref.get;
  return (rt, L) => {
    const cards = get(rt, L).cards;
    return cards.length ? cards[0] : null;
  };
}

/** What the built-ins of one player do once their argument is a player: the closures below and
 *  the generated code (which checks the argument in place) both call these. */
export const PLAYER_BUILTIN_BODIES = {
  "seats-from": (rt: Runtime, p: Player): Value => {
    const ps = rt.players;
    made(rt, ps.length);
    const out: Player[] = [];
    for (let i = 0; i < ps.length; i++) out.push(ps[(p.seat + i) % ps.length]!);
    return out;
  },
  next: (rt: Runtime, p: Player): Value => rt.players[(p.seat + 1) % rt.players.length]!,
  previous: (rt: Runtime, p: Player): Value => rt.players[(p.seat + rt.players.length - 1) % rt.players.length]!,
} satisfies Partial<Record<BuiltinName, (rt: Runtime, p: Player) => Value>>;

/** What the built-ins of one card do once their argument is a card, for both back ends alike. */
export const CARD_BUILTIN_BODIES = {
  "zone-of": (rt: Runtime, card: Card): Value => rt.cardZone[card.num]!.spec.name,
  "index-of": (rt: Runtime, card: Card): Value => {
    const z = rt.cardZone[card.num]!;
    return z.player ?? z.key ?? null;
  },
  "row-of": (rt: Runtime, card: Card): Value => (rt.cardZone[card.num]!.columns ? rt.cardRow[card.num]! : null),
} satisfies Partial<Record<BuiltinName, (rt: Runtime, card: Card) => Value>>;

/** The closure of every built-in of the language (grammar/link/builtins.ts has their specs): typed
 *  by the specs' names, so a built-in without its closure here does not compile. */
export const CLOSURE_BUILTINS: { readonly [K in BuiltinName]: Builder } = {
  count: count,
  sum: foldFn("sum", sumOf),
  // a loop, not Math.min(...xs): spreading a long list overflows the stack
  min: foldFn("min", (rt, xs) => extremeOf(rt, "min", xs, 1)),
  max: foldFn("max", (rt, xs) => extremeOf(rt, "max", xs, -1)),
  any: foldFn("any", (rt, xs) => bools(rt, "any", xs).includes(true)),
  all: foldFn("all", (rt, xs) => !bools(rt, "all", xs).includes(false)),
  first: top,
  last: listFn((_rt, xs) => (xs.length ? xs[xs.length - 1] : null)),
  top: top,
  unique: listFn((rt, xs) => {
    const out: Value[] = [];
    for (const x of xs) {
      // each item is compared with every one kept so far
      chargeSteps(rt, out.length + 1);
      if (!out.some((y) => valuesEqual(x, y))) out.push(x);
    }
    made(rt, out.length);
    return out;
  }),
  reverse: listFn((rt, xs) => {
    made(rt, xs.length);
    return xs.slice().reverse();
  }),
  "seats-from": playerFn(PLAYER_BUILTIN_BODIES["seats-from"], "seats-from"),
  next: playerFn(PLAYER_BUILTIN_BODIES.next, "next"),
  previous: playerFn(PLAYER_BUILTIN_BODIES.previous, "previous"),
  owner: zoneFn((_rt, z) => z.player ?? null, "owner"),
  "zone-of": cardFn(CARD_BUILTIN_BODIES["zone-of"], "zone-of"),
  "index-of": cardFn(CARD_BUILTIN_BODIES["index-of"], "index-of"),
  pick: listFn((rt, xs) => (xs.length ? xs[rt.rng.below(xs.length)] : null)),
  shuffled: listFn((rt, xs) => {
    made(rt, xs.length);
    chargeSteps(rt, xs.length);
    const out = xs.slice();
    rt.rng.shuffle(out);
    return out;
  }),
  rows: zoneFn((_rt, z) => z.rowsOpened, "rows"),
  "row-of": cardFn(CARD_BUILTIN_BODIES["row-of"], "row-of"),
  cell: (c, args, scope) => {
    const row = c.expr(args[1]!, scope);
    const col = c.expr(args[2]!, scope);
    const ref = zoneRefOf(c, args[0]!, scope);
    const cols = ref?.spec.gridColumns;
    if (ref?.kind !== "inst" || !cols) {
      c.error(args[0]!.range, "wrong-type", "cell() needs a grid zone, e.g. `cell(tableau, 1, red)`");
      return () => null;
    }
    const get = ref.get;
    return (rt, L) => {
      const z = get(rt, L);
      const r = row(rt, L);
      const k = col(rt, L);
      const o = cols.ordinal.get(k);
      if (o === undefined) fail(rt, "runtime-error", `\`${z.spec.name}\` has no column ${describe(k)}`);
      return typeof r === "number" ? cardInCell(rt, z, r, o) : null;
    };
  },
  name: (c, args, scope) => {
    const x = c.expr(args[0]!, scope);
    const symbols = c.symbolNames;
    return (rt, L) => {
      const v = x(rt, L);
      if (v instanceof Card) return v.names.en ?? v.id;
      if (v instanceof Player) return v.name;
      if (typeof v === "string") return symbols.get(v)?.en ?? v;
      return fail(rt, "runtime-error", `name() needs a card, player or enum value, not ${describe(v)}`);
    };
  },
};

/** A call of a user function that remembers the value for each list of arguments (by identity
 *  for cards, players and lists, by value otherwise): only where nothing can change between two
 *  calls (Compiler.memoCalls). The data assertions call helpers such as `group(a)` in nested
 *  comprehensions, each of which calls the next, so this saves most of their time. */
function rememberedCall(fn: FunctionSlot, args: Ex[]): Ex {
  type Memo = Map<Value, Memo | Value>;
  const memo: Memo = new Map();
  const n = args.length;
  const none = {};
  let noArgs: Value | typeof none = none;
  return (rt, L) => {
    chargeSteps(rt, 1);
    if (n === 0 && noArgs !== none) return noArgs as Value;
    const frame = new Array<Value>(fn.frameSize);
    let level = memo;
    for (let i = 0; i < n; i++) {
      const a = args[i]!(rt, L);
      frame[i] = a;
      if (i < n - 1) {
        let next = level.get(a) as Memo | undefined;
        if (!next) level.set(a, (next = new Map()));
        level = next;
      }
    }
    const last = n === 0 ? undefined : frame[n - 1];
    if (n > 0 && level.has(last!)) return level.get(last!) as Value;
    if (++rt.callDepth > MAX_CALL_DEPTH) recursionTooDeep(rt);
    const v = fn.body(rt, frame);
    rt.callDepth--;
    if (n === 0) noArgs = v;
    else level.set(last!, v);
    return v;
  };
}

export function compileCall(c: Compiler, e: CallExpr, scope: Scope): Ex {
  const name = e.callee.name;
  const d = c.link.declarationOf(e.callee);
  if (d?.kind === "function") {
    const fn = c.functions.get(name)!;
    if (fn.arity !== e.args.length) {
      c.error(e.range, "wrong-arity", `\`${name}\` takes ${fn.arity} argument(s), not ${e.args.length}`);
    } else if (fn.inline && !c.memoCalls) return compileInlineCall(c, fn.decl, e.args, scope);
    const args = e.args.map((a) => c.expr(a, scope));
    if (c.memoCalls) return rememberedCall(fn, args);
    const n = args.length;
    return (rt, L) => {
      const frame = new Array<Value>(fn.frameSize);
      for (let i = 0; i < n; i++) frame[i] = args[i]!(rt, L);
      chargeSteps(rt, 1);
      if (++rt.callDepth > MAX_CALL_DEPTH) recursionTooDeep(rt);
      const v = fn.body(rt, frame);
      rt.callDepth--;
      return v;
    };
  }
  if (d?.kind !== "builtin-function") {
    c.error(
      e.callee.range,
      "unknown-function",
      `unknown function \`${name}\``,
      didYouMean(name, [...builtinFunctions.keys(), ...c.functions.keys()]),
    );
    return () => null;
  }
  const arity = d.spec.params.length;
  if (arity !== e.args.length) {
    c.error(e.range, "wrong-arity", `${name}() takes ${arity} argument(s), not ${e.args.length}`);
    return () => null;
  }
  return CLOSURE_BUILTINS[d.name](c, e.args, scope);
}
