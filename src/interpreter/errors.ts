// Runtime failures become AgonErrors pointing at the statement that was running.
import type { SourceRange } from "../../grammar/ast.js";
import { AgonError } from "./api-types.js";
import type { Runtime } from "./runtime.js";

export function fail(rt: Runtime, code: string, message: string, hint?: string): never {
  const at = rt.at;
  const where = at ? ` (in rule \`${at.rule}\`)` : "";
  throw new AgonError({ code, severity: "error", message: message + where, range: at?.range, ...(hint ? { hint } : {}) });
}

export function userError(code: string, message: string, hint?: string, range?: SourceRange): AgonError {
  return new AgonError({ code, severity: "error", message, ...(range ? { range } : {}), ...(hint ? { hint } : {}) });
}

/** "did you mean `x`?": the project's one implementation, in grammar/suggest.ts. */
export { didYouMean } from "../../grammar/suggest.js";
