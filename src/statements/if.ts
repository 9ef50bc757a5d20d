// `if`'s back ends; its front end is grammar/statements/if.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const ifBackEnd = backEnd({ kind: "If", closure: compileStmt, emit: emitStmt, flows: false });
