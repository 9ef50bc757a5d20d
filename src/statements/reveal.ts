// `reveal`'s back ends; its front end is grammar/statements/reveal.ts.
import { emitCardStatement } from "../codegen/emit-cards.js";
import { compileReveal } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const revealBackEnd = backEnd({ kind: "Reveal", closure: compileReveal, emit: emitCardStatement, flows: false });
