// `end game`: stops play.
import type { Node } from "../ast.js";
import { statement } from "./construct.js";

/** `end game`: stops play; the `finish` rule then runs */
export interface EndGameStmt extends Node {
  kind: "EndGame";
}

declare module "../ast.js" {
  interface StatementNodes {
    EndGame: EndGameStmt;
  }
}

export const endGameStatement = statement({
  kind: "EndGame",
  rule: "endGameStmt",
  build: (_n, _b, range) => ({ kind: "EndGame", range }),
  children: [],
  checks: [],
  docs: [{ syntax: "`end game`", meaning: "stop play; `finish` then runs" }],
});
