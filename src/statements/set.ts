// `set`'s back ends; its front end is grammar/statements/set.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const setBackEnd = backEnd({ kind: "Set", closure: compileStmt, emit: emitStmt, flows: false });
