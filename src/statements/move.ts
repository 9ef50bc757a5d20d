// `move`'s back ends; its front end is grammar/statements/move.ts.
import { emitCardStatement } from "../codegen/emit-cards.js";
import { compileMove } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const moveBackEnd = backEnd({ kind: "Move", closure: compileMove, emit: emitCardStatement, flows: false });
