// Which rules-file functions read nothing of a match's state but their arguments, the options and
// the players (no var, no zone, no generator): called again with the same arguments in the same
// match, such a function gives the same value after the same charges, so a back end may keep its
// values (the generator does: emit-memo.ts). Read from the linked names alone.
import type { Expr } from "../../grammar/ast.js";
import { forEachChild } from "../../grammar/ast-children.js";
import { assertNever } from "../../grammar/assert-never.js";
import type { BuiltinName } from "../../grammar/link/builtins.js";
import { isBuiltinName } from "../../grammar/link/builtins.js";
import type { Program } from "../../grammar/program.js";
import type { NameIR } from "./game-ir.js";

/** Per built-in: whether its value follows from its arguments and the seats alone. A zone named
 *  as an argument makes a call impure by that name already; these read the state by themselves
 *  (where a card lies) or draw from the generator. */
const BUILTIN_PURE: Readonly<Record<BuiltinName, boolean>> = {
  count: true,
  sum: true,
  min: true,
  max: true,
  any: true,
  all: true,
  first: true,
  last: true,
  top: true,
  unique: true,
  reverse: true,
  "seats-from": true,
  next: true,
  previous: true,
  name: true,
  owner: true,
  cell: false,
  rows: false,
  "zone-of": false,
  "index-of": false,
  "row-of": false,
  pick: false,
  shuffled: false,
};

function nameIsPure(m: NameIR): boolean {
  switch (m.kind) {
    case "local":
    case "option":
    case "players":
    case "player-count":
    case "constant":
    case "table":
    case "not-a-value":
      return true;
    case "var":
    case "zone":
    // a function named as a value (not called) is no value a function reads
    case "function":
      return false;
    default:
      return assertNever(m, "a name's meaning");
  }
}

/** The names of the functions that read no match state (and call only such functions). */
export function pureFunctions(
  program: Program,
  meaning: (e: (Expr & { kind: "Name" }) | { name: string; range: Expr["range"] }) => NameIR,
): Set<string> {
  const verdict = new Map<string, boolean>();
  const visiting = new Set<string>();

  const fnIsPure = (name: string): boolean => {
    const known = verdict.get(name);
    if (known !== undefined) return known;
    const decl = program.functions.get(name);
    // recursion: its charges depend on how deep it goes; left as it is
    if (!decl || visiting.has(name)) return false;
    visiting.add(name);
    const pure = exprIsPure(decl.body);
    visiting.delete(name);
    verdict.set(name, pure);
    return pure;
  };

  const exprIsPure = (e: Expr): boolean => {
    if (e.kind === "Name") return nameIsPure(meaning(e));
    if (e.kind === "Call") {
      const callee = meaning(e.callee);
      const ok =
        callee.kind === "function"
          ? fnIsPure(callee.fn.name)
          : callee.kind === "not-a-value" && isBuiltinName(e.callee.name) && BUILTIN_PURE[e.callee.name];
      if (!ok) return false;
    }
    let pure = true;
    forEachChild(e, (child) => {
      if (pure && !exprIsPure(child as Expr)) pure = false;
    });
    return pure;
  };

  for (const name of program.functions.keys()) fnIsPure(name);
  return new Set([...verdict].filter(([, pure]) => pure).map(([name]) => name));
}
