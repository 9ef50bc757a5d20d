// The `strategy` declaration: the preferences of the heuristic agent, next to the rules they play.
// For a decision (by its label) the agent scores each legal answer by what the deciding player can
// see and takes the best score; decisions no preference names are answered at random.
//
//   strategy {
//     prefer "card to play" lowest rank[suit of lead]
//     prefer "suit to call" lowest min rank in hand[me]
//     prefer "column" highest 5 * value of taken[me] if answer is colour of leader[me]
//                             + 3 * value of taken[me] if answer is colour of runner-up[me]
//     prefer "card to play" highest 5 * value if colours has colour of leader[me]
//     prefer "leader" highest sum value in hand[me] if colours has colour
//   }
import type { Identifier, Node } from "./ast.js";

export interface StrategyDecl extends Node {
  kind: "Strategy";
  preferences: PreferenceDecl[];
}

/** `prefer "label" lowest TERM + TERM ...`: the answers' scores are the terms' sum */
export interface PreferenceDecl extends Node {
  /** the decision's label, as its `choose` gives it (the text without quotes; the range with them) */
  label: Identifier;
  order: "highest" | "lowest";
  terms: ScoreTerm[];
}

/** `hand[me]`, `pile`, `row[hearts]`: a zone, with `me` (the deciding player) or an enum value
 *  for a zone per player or per enum value */
export interface ZoneRef extends Node {
  zone: Identifier;
  key?: Identifier;
}

/** `suit of pile`: an attribute of the top card of a zone */
export interface TopAttribute extends Node {
  attribute: Identifier;
  of: ZoneRef;
}

export type ScoreTerm = AnswerAttributeTerm | MatchTerm | HasTerm | ExtremeTerm | SumTerm;

/** `rank[suit of pile]`, `value`, `rank[hearts]`: the answer is a card; its
 *  attribute (at a key, for a map attribute) */
export interface AnswerAttributeTerm extends Node {
  kind: "AnswerAttribute";
  attribute: Identifier;
  key?: TopAttribute | Identifier;
}

/** `5 * value of taken[me] if answer is colour of leader[me]`: the weight (default 1)
 *  times the number (default 1) when the answer equals the value, else 0 */
export interface MatchTerm extends Node {
  kind: "Match";
  weight?: number;
  /** `value of Z`, or `value`: the answer's own (the answer is then a card) */
  times?: TopAttribute | Identifier;
  equals: TopAttribute;
}

/** `5 * value if colours has colour of leader[me]`: the answer is a card; the weight (default 1)
 *  times its attribute `times` (default 1) when its list attribute `list` holds the value, else 0 */
export interface HasTerm extends Node {
  kind: "Has";
  weight?: number;
  /** `value of Z`, or `value`: the answer's own */
  times?: TopAttribute | Identifier;
  list: Identifier;
  holds: TopAttribute;
}

/** `sum value in hand[me]`: the sum of `attribute` over the cards of the zone; with
 *  `if colours has colour` (the answer is then a card) over those whose list attribute `list`
 *  holds the answer's attribute `holds` */
export interface SumTerm extends Node {
  kind: "Sum";
  attribute: Identifier;
  in: ZoneRef;
  list?: Identifier;
  holds?: Identifier;
}

/** `min rank in hand[me]`: the answer is a key of a map attribute; the lowest (or highest)
 *  entry at the answer among the cards of the zone */
export interface ExtremeTerm extends Node {
  kind: "Extreme";
  best: "min" | "max";
  attribute: Identifier;
  in: ZoneRef;
}
