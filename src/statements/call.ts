// `call`'s back ends; its front end is grammar/statements/call.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const callBackEnd = backEnd({ kind: "CallStmt", closure: compileStmt, emit: emitStmt, flows: true });
