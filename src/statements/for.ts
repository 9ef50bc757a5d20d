// `for`'s back ends; its front end is grammar/statements/for.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const forBackEnd = backEnd({ kind: "For", closure: compileStmt, emit: emitStmt, flows: false });
