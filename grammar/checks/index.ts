// The checks run on a Program once it is built: the registry of per-node checks, walked over
// every declaration, plus the whole-program checks.
import { descriptionChecks } from "./description-checks.js";
import { divergenceChecks } from "./divergence-checks.js";
import type { AgonFile, Stmt } from "../ast.js";
import type { Diagnostic } from "../diagnostic.js";
import type { NameIndex } from "../names/name-index.js";
import { recordNames } from "../names/recorders.js";
import { playerCountIsPlayable } from "./game-checks.js";
import { standingsFunctionFits } from "../standings.js";
import { callResolves, indexedTableIsRead, memberResolves, nameResolves } from "./name-checks.js";
import { programChecks } from "./program-checks.js";
import * as refs from "./reference-checks.js";
import { type Check, type CheckableKind, CheckRegistry, internalError } from "./registry.js";
import type { SomeStatement } from "../statements/construct.js";
import { STATEMENTS } from "../statements/index.js";
import * as types from "./type-checks.js";
import { makeContext } from "./registry.js";
import { Walker } from "./walker.js";
import { tableKeysDistinct } from "./table-checks.js";
import { strategyNamesResolve } from "./strategy-checks.js";
import type { LinkedProgram } from "../link/index.js";

export { CheckRegistry, type Check, type CheckContext } from "./registry.js";

/** The checks of declarations and expressions, by kind; a statement's are in its construct
 *  (grammar/statements/). Order matters within a kind: checks that claim a name (zones, option
 *  values) run before `nameResolves`. */
const CHECKS: { [K in Exclude<CheckableKind, Stmt["kind"]>]?: Check<K>[] } = {
  Game: [refs.gameTypesExist, playerCountIsPlayable, standingsFunctionFits],
  Kind: [refs.kindTypesExist],
  Strategy: [strategyNamesResolve],
  Zone: [refs.zoneReferencesExist],
  Var: [refs.varTypesExist],
  Table: [refs.tableTypesExist, tableKeysDistinct],
  Function: [refs.functionTypesExist],
  Option: [refs.optionTypeExists, refs.optionTypeIsSettable, refs.optionDefaultIsAValue, refs.optionDefaultInRange, refs.optionIdsDeclared],
  Rule: [refs.ruleIdsDeclared],
  Trigger: [refs.triggerRuleExists, refs.triggerIdsDeclared, types.triggerConditionIsBool],
  Assert: [types.assertConditionIsBool],
  Invariant: [types.invariantConditionIsBool],
  Call: [callResolves, types.listArgumentsAreLists, types.argumentsFitParameters],
  IfExpr: [types.ifExprConditionIsBool],
  Comprehension: [types.comprehensionOverAList, types.filterIsBool],
  Sort: [types.sortOverAList, types.sortFilterIsBool],
  Binary: [refs.optionComparedToItsValues, types.arithmeticOnNumbers],
  Unary: [types.unaryOperandType],
  Is: [refs.isTypeExists],
  Member: [memberResolves],
  Index: [indexedTableIsRead],
  Name: [nameResolves],
};

/** A registry holding the default checks: the declarations' and expressions' above, and every
 *  statement's from its construct. */
export function defaultRegistry(): CheckRegistry {
  // each construct's checks are of its own kind (StatementConstruct), which the entries lose
  const statementChecks = Object.fromEntries(Object.values(STATEMENTS).map((c: SomeStatement) => [c.kind, c.checks]));
  return new CheckRegistry().registerAll(CHECKS).registerAll(statementChecks as { [K in Stmt["kind"]]: readonly Check<K>[] });
}

const registry = defaultRegistry();

export interface CheckOptions {
  /** a rules file (a game or a variant) must declare the game and its setup, play and finish rules */
  rulesFile: boolean;
  entry: AgonFile;
  /** filled with every name the linking stage resolved, for editors (grammar/names/) */
  names?: NameIndex;
  /** the per-node checks to run; the default registry when absent */
  registry?: CheckRegistry;
}

/** Runs the checks on a linked Program (grammar/link/): every check reads the one resolution. */
export function runChecks(link: LinkedProgram, opts: CheckOptions): Diagnostic[] {
  const program = link.program;
  if (opts.names) recordNames(link, opts.names);
  const diagnostics: Diagnostic[] = [];
  const walker = new Walker(program, opts.registry ?? registry, makeContext(link, diagnostics));
  walker.walkProgram();
  const whole = (check: () => Diagnostic[], name: string): Diagnostic[] => {
    try {
      return check();
    } catch (error) {
      return [internalError(name, "file", opts.entry.range, error)];
    }
  };
  return [
    ...diagnostics,
    ...whole(() => programChecks(program, opts.rulesFile, opts.entry.range), "programChecks"),
    ...whole(() => divergenceChecks(program), "divergenceChecks"),
    ...whole(() => descriptionChecks(link), "descriptionChecks"),
  ];
}
