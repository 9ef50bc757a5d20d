// `look`'s back ends; its front end is grammar/statements/look.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileLook } from "../interpreter/card-statements.js";
import { backEnd } from "./back-end.js";

export const lookBackEnd = backEnd({ kind: "Look", closure: compileLook, emit: emitStmt, flows: false });
