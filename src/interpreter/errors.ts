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

export function userError(code: DiagnosticCode, message: string, hint?: string, range?: SourceRange): AgonError {
  return new AgonError({ code, severity: "error", message, ...(range ? { range } : {}), ...(hint ? { hint } : {}) });
}

/** "did you mean `x`?" for the closest name within a small edit distance */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDist = Infinity;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDist) {
      bestDist = d;
      best = c;
    }
  }
  if (best === undefined || bestDist > Math.max(2, Math.floor(name.length / 3))) return undefined;
  return `did you mean \`${best}\`?`;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}
