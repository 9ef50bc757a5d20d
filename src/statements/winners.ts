// `winners`'s back ends; its front end is grammar/statements/winners.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileStmt } from "../interpreter/compile-stmt.js";
import { backEnd } from "./back-end.js";

export const winnersBackEnd = backEnd({ kind: "Winners", closure: compileStmt, emit: emitStmt, flows: false });
