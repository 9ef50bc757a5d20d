// `log`'s back ends; its front end is grammar/statements/log.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const logBackEnd = backEnd({ kind: "Log", closure: compileStmt, emit: emitStmt, flows: false });
