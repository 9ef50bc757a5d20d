// `shuffle`'s back ends; its front end is grammar/statements/shuffle.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileShuffle } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const shuffleBackEnd = backEnd({ kind: "Shuffle", closure: compileShuffle, emit: emitStmt, flows: false });
