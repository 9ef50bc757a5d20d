// `reveal`'s back ends; its front end is grammar/statements/reveal.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileReveal } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const revealBackEnd = backEnd({ kind: "Reveal", closure: compileReveal, emit: emitStmt, flows: false });
