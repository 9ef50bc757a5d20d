// `choose`'s back ends; its front end is grammar/statements/choose.ts.
import { emitStmt } from "../codegen/emit-stmt.js";
import { compileChoose } from "../interpreter/compile-choose.js";
import { backEnd } from "./back-end.js";

export const chooseBackEnd = backEnd({ kind: "Choose", closure: compileChoose, emit: emitStmt, flows: false });
