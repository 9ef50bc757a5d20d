// `move`'s back ends; its front end is grammar/statements/move.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileMove } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const moveBackEnd = backEnd({ kind: "Move", closure: compileMove, emit: emitStmt, flows: false });
