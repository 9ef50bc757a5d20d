// Expressions that name zones: `pile`, `hand[p]`, `row[d]`, `tableau[red]`. Statements need the
// zone itself (to move into, shuffle, reveal); expressions read it as its list of cards.
import type { Expr } from "../../grammar/ast.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import type { Ex, ZoneSpec } from "./model.js";
import type { GridColumn, Runtime, ZoneInst } from "./runtime.js";
import { localSlot, type Scope } from "./scope.js";
import { Player, describe, type Value } from "./values.js";
import { columnCards } from "./grid-cells.js";
import { LIST_COST, chargeMemory } from "./limits.js";

export type ZoneRef =
  | { kind: "inst"; spec: ZoneSpec; get: (rt: Runtime, L: Value[]) => ZoneInst }
  /** an unindexed per-player or per-enum zone: every instance */
  | { kind: "all"; spec: ZoneSpec; get: (rt: Runtime) => ZoneInst[] }
  | { kind: "column"; spec: ZoneSpec; get: (rt: Runtime, L: Value[]) => GridColumn };

/** The zone an expression names, or undefined when it names no zone (a local shadows a zone). */
export function zoneRefOf(c: Compiler, e: Expr, scope: Scope): ZoneRef | undefined {
  if (e.kind === "Name") {
    const spec = zoneOf(c, e);
    if (!spec) return undefined;
    const zi = spec.index;
    if (spec.per === "shared") return { kind: "inst", spec, get: (rt) => rt.zones[zi]![0]! };
    return { kind: "all", spec, get: (rt) => rt.zones[zi]! };
  }
  if (e.kind === "Index") {
    const spec = zoneOf(c, e.object);
    if (!spec) return undefined;
    if (e.indices.length !== 1) {
      c.error(e.range, "wrong-arity", `zone \`${spec.name}\` takes one index, not ${e.indices.length}`);
      return { kind: "inst", spec, get: (rt) => rt.zones[spec.index]![0]! };
    }
    const index = e.indices[0]!;
    const slot = localSlot(c.link, index, scope);
    if (slot !== undefined && spec.per === "player") return playerZoneAtSlot(spec, slot);
    return indexedZone(c, spec, c.expr(index, scope), e);
  }
  return undefined;
}

/** The compiled zone a bare name names, as the linking stage resolved it. */
function zoneOf(c: Compiler, e: Expr): ZoneSpec | undefined {
  const d = e.kind === "Name" ? c.link.declarationOf(e) : undefined;
  return d?.kind === "zone" ? c.game.zoneByName.get(d.decl.name.name) : undefined;
}

function notAPlayerIndex(rt: Runtime, spec: ZoneSpec, p: Value): never {
  return fail(rt, p === null ? "none-in-arithmetic" : "runtime-error", `\`${spec.name}\` is indexed by a player, not ${describe(p)}`);
}

/** `hand[p]` with `p` a local: the commonest zone reference, read without calling the index. */
function playerZoneAtSlot(spec: ZoneSpec, slot: number): ZoneRef {
  const zi = spec.index;
  return {
    kind: "inst",
    spec,
    get: (rt, L) => {
      const p = L[slot];
      if (!(p instanceof Player)) notAPlayerIndex(rt, spec, p);
      return rt.zones[zi]![p.seat]!;
    },
  };
}

function indexedZone(c: Compiler, spec: ZoneSpec, ix: Ex, e: Expr): ZoneRef {
  const zi = spec.index;
  if (spec.per === "shared") {
    const cols = spec.gridColumns;
    if (!cols) {
      c.error(e.range, "wrong-type", `zone \`${spec.name}\` is shared: it takes no index`);
      return { kind: "inst", spec, get: (rt) => rt.zones[zi]![0]! };
    }
    return {
      kind: "column",
      spec,
      get: (rt, L) => {
        const v = ix(rt, L);
        const o = cols.ordinal.get(v);
        if (o === undefined)
          fail(rt, "runtime-error", `\`${spec.name}\` has no column ${describe(v)}`, `columns are ${cols.values.join(", ")}`);
        return rt.zones[zi]![0]!.columns![o]!;
      },
    };
  }
  if (spec.per === "player") {
    return {
      kind: "inst",
      spec,
      get: (rt, L) => {
        const p = ix(rt, L);
        if (!(p instanceof Player)) notAPlayerIndex(rt, spec, p);
        return rt.zones[zi]![p.seat]!;
      },
    };
  }
  const en = c.game.enums.get(spec.per.enumName)!;
  return {
    kind: "inst",
    spec,
    get: (rt, L) => {
      const v = ix(rt, L);
      const o = en.ordinal.get(v);
      if (o === undefined) fail(rt, "runtime-error", `\`${spec.name}\` is indexed by a ${en.name}, not ${describe(v)}`);
      return rt.zones[zi]![o]!;
    },
  };
}

/** Reads a zone reference as a list of cards. `live` returns the zone's own array: only for
 *  readers that neither keep it nor move cards while using it. */
export function readZone(ref: ZoneRef, live: boolean): Ex {
  switch (ref.kind) {
    case "inst": {
      const get = ref.get;
      if (live) return (rt, L) => get(rt, L).cards;
      return (rt, L) => {
        const cards = get(rt, L).cards;
        chargeMemory(rt, cards.length + LIST_COST);
        return cards.slice();
      };
    }
    case "all": {
      const get = ref.get;
      return (rt) => {
        const out: Value[] = [];
        for (const z of get(rt)) for (const card of z.cards) out.push(card);
        chargeMemory(rt, out.length + LIST_COST);
        return out;
      };
    }
    case "column": {
      const get = ref.get;
      return (rt, L) => {
        const col = get(rt, L);
        chargeMemory(rt, col.inst.cards.length + LIST_COST);
        return columnCards(rt, col.inst, col.ordinal);
      };
    }
  }
}
