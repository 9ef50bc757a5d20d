// Data assertions: each `assert` of the Program evaluated with the compiled expression code, on
// the cards as declared, before any player exists (`players` is the empty list there).
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { compileExpr } from "./compile-expr.js";
import type { Compiler } from "./compiler.js";
import { engineError, fail } from "./errors.js";
import { ASSERTION_STEP_BUDGET } from "./limits.js";
import type { CompiledGame } from "./model.js";
import { Runtime } from "./runtime.js";
import { Scope } from "./scope.js";
import { describe, type Value } from "./values.js";

export function checkAssertions(c: Compiler, game: CompiledGame): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  c.memoCalls = true;
  const compiled = c.program.asserts.map((a) => {
    c.owner = "assert";
    const scope = Scope.fresh();
    return { decl: a, ex: compileExpr(c, a.condition, scope), size: scope.frame.size };
  });
  c.memoCalls = false;
  const rt = new Runtime(
    game,
    [],
    game.options.map((o) => o.default),
    0,
    ASSERTION_STEP_BUDGET,
    null,
    (r) => fail(r, "runtime-error", "an assertion cannot ask a player to choose"),
  );
  for (const v of game.vars) {
    try {
      rt.vars[v.index] = v.per === "shared" ? v.initial(rt, new Array<Value>(v.frameSize)) : [];
    } catch {
      rt.vars[v.index] = null;
    }
  }
  for (const { decl, ex, size } of compiled) {
    // each assertion has a budget of its own, and starts afresh after one that failed midway
    rt.steps = 0;
    rt.memory = 0;
    rt.callDepth = 0;
    rt.loop = undefined;
    rt.at = { range: decl.range, rule: "assert" };
    try {
      const v = ex(rt, new Array<Value>(size));
      if (v !== true) {
        diagnostics.push({
          code: "assertion-failed",
          severity: "error",
          message:
            v === false
              ? `assertion failed: ${decl.message || "the condition is false"}`
              : `assertion failed: the condition is ${describe(v)}, not true or false`,
          range: decl.range,
        });
      }
    } catch (thrown) {
      const e = engineError(thrown, rt);
      diagnostics.push({
        ...e.diagnostic,
        message: `${e.diagnostic.message}, in an assertion${decl.message ? ` ("${decl.message}")` : ""}`,
        range: decl.range,
      });
    }
  }
  return diagnostics;
}
