// Data assertions: each `assert` of the Program evaluated with the compiled expression code, on
// the cards as declared, before any player exists (`players` is the empty list there).
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { AgonError } from "./api-types.js";
import { compileExpr } from "./compile-expr.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import type { CompiledGame } from "./model.js";
import { Runtime } from "./runtime.js";
import { Scope } from "./scope.js";
import { describe, type Value } from "./values.js";

export function checkAssertions(c: Compiler, game: CompiledGame): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const compiled = c.program.asserts.map((a) => {
    c.owner = "assert";
    const scope = Scope.fresh();
    return { decl: a, ex: compileExpr(c, a.condition, scope), size: scope.frame.size };
  });
  const rt = new Runtime(game, [], game.options.map((o) => o.default), 0, 10_000_000, null, (r) =>
    fail(r, "runtime-error", "an assertion cannot ask a player to choose"));
  for (const v of game.vars) {
    try {
      rt.vars[v.index] = v.per === "shared" ? v.initial(rt, new Array<Value>(v.frameSize)) : [];
    } catch {
      rt.vars[v.index] = null;
    }
  }
  for (const { decl, ex, size } of compiled) {
    rt.at = { range: decl.range, rule: "assert" };
    try {
      const v = ex(rt, new Array<Value>(size));
      if (v !== true) {
        diagnostics.push({
          code: "assertion-failed",
          severity: "error",
          message: v === false ? `assertion failed: ${decl.message || "the condition is false"}` : `assertion failed: the condition is ${describe(v)}, not true or false`,
          range: decl.range,
        });
      }
    } catch (e) {
      if (!(e instanceof AgonError)) throw e;
      diagnostics.push({ ...e.diagnostic, message: `${e.diagnostic.message}, in an assertion${decl.message ? ` ("${decl.message}")` : ""}`, range: decl.range });
    }
  }
  return diagnostics;
}
