// `let`'s back ends; its front end is grammar/statements/let.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const letBackEnd = backEnd({ kind: "Let", closure: compileStmt, emit: emitStmt, flows: false });
