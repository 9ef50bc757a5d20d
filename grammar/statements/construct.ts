// What a statement of the language is, in one place: each file of this folder holds one statement's
// AST node type (added to the `Stmt` union by declaration merging), its builder from the typed CST,
// its children, its checks and its row in docs/language.md. Only the grammar rule stays in
// grammar/parser.ts, and the back ends' half (closure and emitter) in src/statements/.
// grammar/statements/index.ts, written by `npm run generate`, lists them in a table typed by
// `Stmt["kind"]`: a statement missing there, or a part missing here, does not compile.
//
// A construct file imports only types and the low-level helpers (cst.ts, checks/expect.ts,
// link/types.ts): ast-children.ts, which the linker and every traversal import, reads this folder's
// table, so anything that imports those back would be an import cycle. A check reaches the rest of
// the front end through its CheckContext.
import type { CstNode, IToken } from "chevrotain";
import type { Block, Expr, Identifier, LocalizedNames, SourceRange, Stmt, StmtOf } from "../ast.js";
import type { ChildKey } from "../ast-children.js";
import type { Check } from "../checks/registry.js";
import type { Label, NodeOf, RuleName } from "../cst.js";
import type { ScopeOfLocals, StatementLinker } from "../link/statement-linking.js";

/** The AST builder's helpers a statement's builder reads its CST node with (grammar/ast-builder.ts).
 *  Each tolerates what error recovery left out: a missing expression reads as `none`, a missing
 *  name as the empty name. */
export interface StatementBuilder {
  /** where a node of the CST stands */
  range(n: CstNode | undefined): SourceRange;
  id(t: IToken | undefined): Identifier;
  /** a text literal's value, quotes and escapes resolved */
  text(t: IToken | undefined): string;
  /** the expression under `key`, `none` at `fallback` where recovery left it out */
  exprAt<N extends CstNode>(n: N, key: Label<N>, fallback: SourceRange): Expr;
  /** the expression under `key`, if the statement has it */
  optionalExpr<N extends CstNode>(n: N, key: Label<N>): Expr | undefined;
  /** an assignable place: a name, a member or an index (`points[p]`) */
  postfix(n: CstNode | undefined, fallback: SourceRange): Expr;
  block(n: CstNode | undefined, fallback: SourceRange): Block;
  /** the arguments of an `argumentList` node */
  args(n: CstNode | undefined): Expr[];
  /** the rule IDs of a `ruleIdList` node */
  ruleIds(n: CstNode | undefined): Identifier[];
  /** the localized names under a node's `localizedNames` child */
  namesIn(n: CstNode): LocalizedNames | undefined;
}

/** One row of docs/language.md's statement table. */
export interface StatementDoc {
  /** how it is written, in Markdown (`` `shuffle Z` ``) */
  syntax: string;
  meaning: string;
}

/** Everything the front end knows about one kind of statement, but its grammar rule. */
export interface StatementConstruct<K extends Stmt["kind"], R extends RuleName = RuleName> {
  kind: K;
  /** the parser rule the statement is parsed by (grammar/parser.ts) */
  rule: R;
  /** the AST node of a CST node of the rule, read by the rule's labels (a label the rule lacks
   *  does not compile) */
  build(n: NodeOf<R>, b: StatementBuilder, range: SourceRange): StmtOf<K>;
  /** the keys of the node that hold its children, in source order: the linker, the checks'
   *  walker, the generator and every other traversal reach its parts through these */
  children: readonly ChildKey<StmtOf<K>>[];
  /** links a statement that binds a name or names a declaration itself; without it, the linker
   *  links the statement's children in its scope, each block in a scope of its own */
  link?<S extends ScopeOfLocals<S>>(s: StmtOf<K>, l: StatementLinker<S>, scope: S): void;
  /** run on every statement of the kind, in order (grammar/checks/registry.ts) */
  checks: readonly Check<K>[];
  docs: readonly StatementDoc[];
}

/** Some statement's construct: what a table over every kind holds. */
export type SomeStatement = { [K in Stmt["kind"]]: StatementConstruct<K> }[Stmt["kind"]];

/** A key of the node that holds a child but is not listed in `children`. */
type Unlisted<K extends Stmt["kind"], C extends readonly PropertyKey[]> = Exclude<ChildKey<StmtOf<K>>, C[number]>;

/** A statement's construct, typed by its kind and rule: every key of its node that holds a child
 *  must be in `children` (else the call does not compile, naming the key). */
export function statement<K extends Stmt["kind"], R extends RuleName, const C extends readonly ChildKey<StmtOf<K>>[]>(
  construct: StatementConstruct<K, R> & { children: C } & ([Unlisted<K, C>] extends [never] ? unknown : { unlisted: Unlisted<K, C> }),
): StatementConstruct<K, R> {
  return construct;
}
