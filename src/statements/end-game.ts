// `end game`'s back ends; its front end is grammar/statements/end-game.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const endGameBackEnd = backEnd({ kind: "EndGame", closure: compileStmt, emit: emitStmt, flows: true });
