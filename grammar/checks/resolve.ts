// What a bare name means in an expression, and every name a hint may suggest.
import type { BinaryExpr, NameExpr, OptionDecl, ZoneDecl } from "../ast.js";
import type { Program } from "../program.js";
import { builtinNames } from "./builtins.js";
import type { Scope } from "./scope.js";
import { UNKNOWN, listOf, typeFromDecl, type Type } from "./types.js";

export type Resolution =
  | { as: "local"; type: Type }
  | { as: "builtin"; type: Type }
  | { as: "var"; type: Type; perIndexed: boolean }
  | { as: "zone"; zone: ZoneDecl; type: Type }
  | { as: "option"; option: OptionDecl; type: Type }
  | { as: "enum"; type: Type }
  | { as: "kind"; type: Type }
  | { as: "enum-value"; type: Type }
  /** a symbol one of the options can take: `best` in `option chooser: worst | best` */
  | { as: "option-value"; type: Type }
  | { as: "table" }
  | { as: "function" };

export function zoneCardType(zone: ZoneDecl, program: Program): Type {
  return listOf(program.kinds.has(zone.of.name) ? { t: "card", kind: zone.of.name } : { t: "card" });
}

/** enum value name -> its enum; an option's own value -> "" (a symbol of no enum) */
export function enumValueIndex(program: Program): Map<string, string> {
  const index = new Map<string, string>();
  for (const e of program.enums.values()) for (const v of e.values) if (!index.has(v.name.name)) index.set(v.name.name, e.name.name);
  for (const o of program.options.values()) for (const v of o.values) if (!index.has(v.name)) index.set(v.name, "");
  return index;
}

export function resolveName(name: string, scope: Scope, program: Program, enumValues: Map<string, string>): Resolution | undefined {
  const local = scope.lookup(name);
  if (local) return { as: "local", type: local };
  const builtin = builtinNames.get(name);
  if (builtin) return { as: "builtin", type: builtin };
  const v = program.vars.get(name);
  if (v) return { as: "var", type: v.per ? UNKNOWN : typeFromDecl(v.type, program), perIndexed: v.per !== undefined };
  const zone = program.zones.get(name);
  if (zone) return { as: "zone", zone, type: zoneCardType(zone, program) };
  const option = program.options.get(name);
  if (option) {
    const type: Type = option.values.length > 0 ? { t: "symbol" } : option.type ? typeFromDecl(option.type, program) : UNKNOWN;
    return { as: "option", option, type };
  }
  if (program.enums.has(name)) return { as: "enum", type: listOf({ t: "symbol", enum: name }) };
  if (program.kinds.has(name)) return { as: "kind", type: listOf({ t: "card", kind: name }) };
  const enumName = enumValues.get(name);
  if (enumName) return { as: "enum-value", type: { t: "symbol", enum: enumName } };
  if (enumName === "") return { as: "option-value", type: { t: "symbol" } };
  if (program.tables.has(name)) return { as: "table" };
  if (program.functions.has(name)) return { as: "function" };
  return undefined;
}

export function allValueNames(scope: Scope, program: Program, enumValues: Map<string, string>): string[] {
  return [
    ...scope.names(),
    ...builtinNames.keys(),
    ...program.vars.keys(),
    ...program.zones.keys(),
    ...program.options.keys(),
    ...program.enums.keys(),
    ...program.kinds.keys(),
    ...enumValues.keys(),
    ...program.tables.keys(),
  ];
}

/** `option == symbol` and `symbol != option`: each side that names an option with symbol values,
 *  with the bare name compared to it. The checks test the symbol against the option's values; the
 *  name index records it as one of them. */
export function optionComparisons(
  e: BinaryExpr,
  resolve: (name: string) => Resolution | undefined,
): { option: OptionDecl; optionName: string; symbol: NameExpr }[] {
  if (e.op !== "==" && e.op !== "!=") return [];
  const found: { option: OptionDecl; optionName: string; symbol: NameExpr }[] = [];
  for (const [side, other] of [
    [e.left, e.right],
    [e.right, e.left],
  ] as const) {
    if (side.kind !== "Name" || other.kind !== "Name") continue;
    const r = resolve(side.name);
    if (r?.as === "option" && r.option.values.length > 0) found.push({ option: r.option, optionName: side.name, symbol: other });
  }
  return found;
}
