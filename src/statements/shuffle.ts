// `shuffle`'s back ends; its front end is grammar/statements/shuffle.ts.
import { emitCardStatement } from "../codegen/emit-cards.js";
import { compileShuffle } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const shuffleBackEnd = backEnd({ kind: "Shuffle", closure: compileShuffle, emit: emitCardStatement, flows: false });
