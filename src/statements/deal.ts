// `deal`'s back ends; its front end is grammar/statements/deal.ts.
import { emitCardStatement } from "../codegen/emit-cards.js";
import { compileDeal } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const dealBackEnd = backEnd({ kind: "Deal", closure: compileDeal, emit: emitCardStatement, flows: false });
