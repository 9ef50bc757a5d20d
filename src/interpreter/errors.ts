// Runtime failures become AgonErrors pointing at the statement that was running.
import type { SourceRange } from "../../grammar/ast.js";
import type { DiagnosticCode } from "../../grammar/diagnostic.js";
import { AgonError } from "./api-types.js";
import type { Runtime } from "./runtime.js";

export function fail(rt: Runtime, code: DiagnosticCode, message: string, hint?: string): never {
  const at = rt.at;
  const where = at ? ` (in rule \`${at.rule}\`)` : "";
  throw new AgonError({ code, severity: "error", message: message + where, range: at?.range, ...(hint ? { hint } : {}) });
}

/** Any failure inside the engine as an AgonError at the statement that was running: a stack
 *  overflow (recursion deeper than the stack, before the call-depth limit) is `recursion-too-deep`. */
export function engineError(e: unknown, rt: Runtime): AgonError {
  if (e instanceof AgonError) return e;
  const at = rt.at;
  const deep = e instanceof RangeError && /call stack/i.test(e.message);
  return new AgonError({
    code: deep ? "recursion-too-deep" : "runtime-error",
    severity: "error",
    message:
      (deep
        ? "recursion too deep for the stack (a function that calls itself without end?)"
        : `internal failure: ${(e as Error)?.message ?? String(e)}`) + (at ? ` (in rule \`${at.rule}\`)` : ""),
    ...(at ? { range: at.range } : {}),
  });
}

export function userError(code: DiagnosticCode, message: string, hint?: string, range?: SourceRange): AgonError {
  return new AgonError({ code, severity: "error", message, ...(range ? { range } : {}), ...(hint ? { hint } : {}) });
}

/** "did you mean `x`?": the project's one implementation, in grammar/suggest.ts. */
export { didYouMean } from "../../grammar/suggest.js";
