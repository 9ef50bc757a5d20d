// `rule`'s back ends; its front end is grammar/statements/nested-rule.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const nestedRuleBackEnd = backEnd({ kind: "NestedRule", closure: compileStmt, emit: emitStmt, flows: true });
