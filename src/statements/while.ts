// `while`'s back ends; its front end is grammar/statements/while.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const whileBackEnd = backEnd({ kind: "While", closure: compileStmt, emit: emitStmt, flows: false });
