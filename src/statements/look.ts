// `look`'s back ends; its front end is grammar/statements/look.ts.
import { emitCardStatement } from "../codegen/emit-cards.js";
import { compileLook } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const lookBackEnd = backEnd({ kind: "Look", closure: compileLook, emit: emitCardStatement, flows: false });
