// `repeat`'s back ends; its front end is grammar/statements/repeat.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const repeatBackEnd = backEnd({ kind: "Repeat", closure: compileStmt, emit: emitStmt, flows: true });
