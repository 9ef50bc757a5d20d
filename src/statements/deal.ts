// `deal`'s back ends; its front end is grammar/statements/deal.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileDeal } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const dealBackEnd = backEnd({ kind: "Deal", closure: compileDeal, emit: emitStmt, flows: false });
