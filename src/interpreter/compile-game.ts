// Program -> CompiledGame: the static model (cards, enums, zones, vars, options) with names
// resolved to indices, and every rule, trigger and function compiled to closures.
import type { Expr, OptionDecl, StandingsItem, TypeExpr } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { linkProgram, type LinkedProgram } from "../../grammar/link/index.js";
import type { Program } from "../../grammar/program.js";
import { compileExpr, compileList } from "./compile-expr.js";
import { compileBlock } from "./compile-stmt.js";
import { statementClosure } from "../statements/dispatch.js";
import { compileFunctions, compileRules, compileTriggers } from "./compile-rules.js";
import { Compiler, compilerOf, tableKey } from "./compiler.js";
import type { CompiledGame, EnumSpec, OptionSpec, StandingsSpec, VarSpec, ZoneSpec } from "./model.js";
import type { Runtime } from "./runtime.js";
import { Scope } from "./scope.js";
import { ASSERTION_STEP_BUDGET } from "./limits.js";
import { markCompiled } from "./compiled-games.js";
import { Card, runtimeValue, type Value } from "./values.js";

/** Compiles a Program to closures, reading the names as `link` resolved them (by default, as
 *  linking the Program resolves them). */
export function compileProgram(
  program: Program,
  link: LinkedProgram = linkProgram(program),
): { game: CompiledGame; diagnostics: Diagnostic[]; compiler: Compiler } {
  const g = program.game;
  const game: CompiledGame = {
    program,
    link,
    name: g?.name.name ?? "",
    title: g?.title ?? g?.name.name ?? "",
    minPlayers: g?.minPlayers ?? 0,
    maxPlayers: g?.maxPlayers ?? 0,
    seating: g?.seating ?? "clockwise",
    playerAttributes: [],
    cards: [],
    cardById: new Map(),
    kindCards: new Map(),
    enums: new Map(),
    zones: [],
    zoneByName: new Map(),
    boxZone: 0,
    vars: [],
    varByName: new Map(),
    options: [],
    optionByName: new Map(),
    rules: new Map(),
    invariants: [],
  };
  markCompiled(game);
  const c = new Compiler(program, game, link, {
    expr: compileExpr,
    list: compileList,
    block: compileBlock,
    statement: statementClosure,
  });
  compilerOf.set(game, c);
  buildEnums(c);
  buildCards(c);
  linkCardAttributes(c);
  buildZones(c);
  buildOptions(c);
  declareVars(c);
  // tables hold constants, and functions may read them
  buildTables(c);
  compileFunctions(c, program.functions.values());
  compileVarInitials(c);
  if (g) {
    for (const a of g.playerAttributes) {
      game.playerAttributes.push({ name: a.name.name, default: a.default ? constant(c, a.default) : null });
    }
    if (g.score) {
      const v = game.varByName.get(g.score.name);
      if (v?.per !== "player") c.error(g.score.range, "wrong-type", `the score \`${g.score.name}\` must be an int var per player`);
      else game.scoreVar = v.index;
    }
  }
  if (g?.standings) game.standings = compileStandings(c, g.standings);
  compileRules(c, program.rules.values());
  compileTriggers(c, program.triggers);
  for (const inv of program.invariants) {
    c.owner = "invariant";
    const scope = Scope.fresh();
    game.invariants.push({ message: inv.message, holds: compileExpr(c, inv.condition, scope), frameSize: scope.frame.size });
  }
  return { game, diagnostics: c.diagnostics, compiler: c };
}

/** The standings function, read for the player in frame slot 0 (its first parameter's slot). */
function compileStandings(c: Compiler, s: StandingsItem): StandingsSpec {
  const d = c.link.declarationOf(s.by);
  const fn = d?.kind === "function" ? c.functions.get(d.decl.name.name) : undefined;
  // the checks refuse a standings name that is not a function of one player
  if (fn?.arity !== 1) throw new Error(`the standings \`${s.by.name}\` were checked as a function of one player`);
  return { order: s.order, of: (rt, frame) => fn.body(rt, frame), frameSize: fn.frameSize };
}

function buildEnums(c: Compiler): void {
  for (const e of c.program.enums.values()) {
    const ordinal = new Map<Value, number>();
    const spec: EnumSpec = { name: e.name.name, values: [], ordinal, names: new Map() };
    for (const v of e.values) {
      ordinal.set(v.name.name, spec.values.length);
      spec.values.push(v.name.name);
      const names: Record<string, string> = {};
      for (const n of v.names?.names ?? []) names[n.lang] = n.text;
      spec.names.set(v.name.name, names);
      c.symbolNames.set(v.name.name, names);
    }
    c.game.enums.set(spec.name, spec);
  }
}

function buildCards(c: Compiler): void {
  const game = c.game;
  const n = c.program.cards.length;
  c.program.cards.forEach((data, num) => {
    const card = new Card(data.id, data.kind, num, data.names);
    game.cards.push(card);
    game.cardById.set(card.id, card);
    let list = game.kindCards.get(card.kind);
    if (!list) game.kindCards.set(card.kind, (list = []));
    list.push(card);
    for (const [attr, value] of Object.entries(data.attributes)) {
      let column = c.cardAttributes.get(attr);
      if (!column) c.cardAttributes.set(attr, (column = new Array<Value>(n)));
      column[num] = runtimeValue(value);
    }
  });
}

/** An attribute typed by a kind (or a list of, or a union with, a kind) holds cards: the card data
 *  names them by id, the checks made sure each id is a card of that kind, and here the id becomes
 *  the card. */
function linkCardAttributes(c: Compiler): void {
  for (const kind of c.program.kinds.values()) {
    for (const attr of kind.attributes) {
      const link = cardLink(c, attr.type);
      const column = c.cardAttributes.get(attr.name.name);
      if (!link || !column) continue;
      for (const card of c.game.kindCards.get(kind.name.name) ?? []) column[card.num] = link(column[card.num]);
    }
  }
}

function cardLink(c: Compiler, t: TypeExpr): ((v: Value) => Value) | undefined {
  if (t.kind === "ListType") {
    const item = cardLink(c, t.element);
    return item && ((v: Value) => (Array.isArray(v) ? v.map(item) : v));
  }
  const kinds = new Set(
    (t.kind === "UnionType" ? t.options : [t]).flatMap((o) =>
      o.kind === "NamedType" && c.program.kinds.has(o.name.name) ? [o.name.name] : [],
    ),
  );
  if (kinds.size === 0) return undefined;
  return (v: Value) => {
    const card = typeof v === "string" ? c.game.cardById.get(v) : undefined;
    return card && kinds.has(card.kind) ? card : v;
  };
}

function perOf(c: Compiler, per: { name: string } | undefined, range: Expr["range"]): ZoneSpec["per"] {
  if (!per) return "shared";
  if (per.name === "player") return "player";
  if (c.game.enums.has(per.name)) return { enumName: per.name };
  c.error(range, "unknown-name", `\`per ${per.name}\`: \`${per.name}\` is neither \`player\` nor an enum`);
  return "shared";
}

function buildZones(c: Compiler): void {
  const game = c.game;
  for (const z of c.program.zones.values()) {
    const grid = z.gridColumns ? game.enums.get(z.gridColumns.name) : undefined;
    if (z.gridColumns && !grid) c.error(z.gridColumns.range, "unknown-name", `grid columns \`${z.gridColumns.name}\` is not an enum`);
    const spec: ZoneSpec = {
      name: z.name.name,
      index: game.zones.length,
      kind: z.of.name,
      per: perOf(c, z.per, z.range),
      visibility: z.visibility,
      holds: z.holds.map((h) => h.name),
      ...(grid ? { gridColumns: grid } : {}),
    };
    game.zones.push(spec);
    game.zoneByName.set(spec.name, spec);
  }
  const box = game.zoneByName.get("box");
  if (box && box.per === "shared") game.boxZone = box.index;
  else {
    const spec: ZoneSpec = {
      name: box ? "(box)" : "box",
      index: game.zones.length,
      kind: "card",
      per: "shared",
      visibility: "hidden",
      holds: [],
    };
    game.zones.push(spec);
    if (!box) game.zoneByName.set(spec.name, spec);
    game.boxZone = spec.index;
  }
}

/** Evaluates an expression that needs no game state (defaults, table keys): with only the meters
 *  of a runtime, so that anything reading the game fails, and a huge list is refused. */
function constant(c: Compiler, e: Expr): Value {
  const ex = compileExpr(c, e, Scope.fresh());
  const meters = { steps: 0, budget: ASSERTION_STEP_BUDGET, memory: 0, callDepth: 0 };
  try {
    return ex(meters as unknown as Runtime, []);
  } catch {
    c.error(e.range, "wrong-type", "this must be a constant value");
    return null;
  }
}

function buildTables(c: Compiler): void {
  for (const t of c.program.tables.values()) {
    const entries = new Map<string, Value>();
    for (const entry of t.entries) entries.set(tableKey(entry.keys.map((k) => constant(c, k))), constant(c, entry.value));
    c.tables.set(t.name.name, {
      name: t.name.name,
      arity: t.keyTypes.length,
      entries,
      fallback: t.default ? constant(c, t.default) : null,
    });
  }
}

/** The checks allow int, bool, text and lists of those or of an enum's values (see optionTypeIsSettable). */
function optionType(c: Compiler, t: TypeExpr | undefined): Pick<OptionSpec, "type" | "min" | "max" | "element"> {
  if (!t) return {};
  if (t.kind === "IntType")
    return { type: "int", ...(t.min !== undefined ? { min: t.min } : {}), ...(t.max !== undefined ? { max: t.max } : {}) };
  if (t.kind === "BoolType") return { type: "bool" };
  if (t.kind === "ListType") {
    const e = t.element;
    const en = e.kind === "NamedType" ? c.program.enums.get(e.name.name) : undefined;
    const element = en ? { values: en.values.map((v) => v.name.name), enumName: en.name.name } : { values: [], ...optionType(c, e) };
    return { type: "list", element };
  }
  return { type: "text" };
}

function buildOptions(c: Compiler): void {
  for (const o of c.program.options.values() as Iterable<OptionDecl>) {
    const spec: OptionSpec = {
      name: o.name.name,
      index: c.game.options.length,
      values: o.values.map((v) => v.name),
      ...optionType(c, o.type),
      default: constant(c, o.default),
      description: o.description,
      resolves: o.resolves.map((r) => r.name),
    };
    c.game.options.push(spec);
    c.game.optionByName.set(spec.name, spec);
  }
}

/** Vars are declared before any expression is compiled, so any expression may name any var. */
function declareVars(c: Compiler): void {
  for (const v of c.program.vars.values()) {
    const spec: VarSpec = {
      name: v.name.name,
      index: c.game.vars.length,
      per: perOf(c, v.per, v.range),
      initial: () => null,
      frameSize: 0,
    };
    c.game.vars.push(spec);
    c.game.varByName.set(spec.name, spec);
  }
}

function compileVarInitials(c: Compiler): void {
  for (const v of c.program.vars.values()) {
    c.owner = `var ${v.name.name}`;
    const scope = Scope.fresh();
    const spec = c.game.varByName.get(v.name.name)!;
    spec.initial = compileExpr(c, v.initial, scope);
    spec.frameSize = scope.frame.size;
  }
}
