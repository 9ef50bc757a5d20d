// `leave`'s back ends; its front end is grammar/statements/leave.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const leaveBackEnd = backEnd({ kind: "Leave", closure: compileStmt, emit: emitStmt, flows: true });
