// The children of every statement and expression, in source order: one child-key table per node
// family, typed so that a new node kind without its entry is a compile error, and one
// forEachChild over it, as Langium's reflection does. Every pass that only needs to reach the
// parts of a node (the checks' walker, the mutation generator, the linker's and the generator's
// default cases, turn-rule) walks the tree through these, so a new statement states its children
// once, in its construct (grammar/statements/).
import type { Block, Expr, Stmt } from "./ast.js";
import { STATEMENTS } from "./statements/index.js";

/** A dispatch table with one entry per kind of node: a kind without its entry does not compile. */
export type ByKind<N extends { kind: string }, R, A extends unknown[] = []> = {
  readonly [K in N["kind"]]: (node: Extract<N, { kind: K }>, ...args: A) => R;
};

/** A child of a statement or an expression: an expression, a block, a statement (`else if`), or
 *  a list of entries that each hold an expression under `key` (a sort's keys). */
type Child = Expr | Block | Stmt | { key: Expr };

/** The keys of N whose values are children (optional or in lists). */
export type ChildKey<N> = {
  [P in keyof N]-?: NonNullable<N[P]> extends Child | readonly Child[] ? P : never;
}[keyof N];

/** Which keys of each kind of node hold its children, in source order. A key whose value is a
 *  child but is missing here is a compile error too (see `allChildKeysListed`). */
type ChildKeyTable<N extends { kind: string }> = { readonly [K in N["kind"]]: readonly ChildKey<Extract<N, { kind: K }>>[] };

const EXPR_CHILD_KEYS = {
  Int: [],
  Bool: [],
  Text: [],
  None: [],
  Name: [],
  Member: ["object"],
  Index: ["object", "indices"],
  Call: ["args"],
  Unary: ["operand"],
  Binary: ["left", "right"],
  Is: ["value"],
  IfExpr: ["condition", "then", "else"],
  List: ["items"],
  Comprehension: ["element", "iterable", "filter"],
  Sort: ["iterable", "filter", "keys"],
  Range: ["from", "to"],
} as const satisfies ChildKeyTable<Expr>;

/** Each statement's child keys, from its construct (grammar/statements/), which must list every
 *  key of its node that holds a child. */
const STMT_CHILD_KEYS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(STATEMENTS).map((construct) => [construct.kind, construct.children]),
);

/** Every child key of every kind of expression is listed: a node type that gains a child-holding
 *  field without its table entry fails here (the `true` is the assertion). */
type Unlisted<N extends { kind: string }, T extends { [K in N["kind"]]: readonly PropertyKey[] }> = {
  [K in N["kind"]]: Exclude<ChildKey<Extract<N, { kind: K }>>, T[K][number]>;
}[N["kind"]];
const allChildKeysListed: [Unlisted<Expr, typeof EXPR_CHILD_KEYS>] extends [never] ? true : never = true;
void allChildKeysListed;

/** Calls `visit` on each child of a statement or an expression, in source order (a sort key's
 *  expression for each of its keys). */
export function forEachChild(node: Expr | Stmt, visit: (child: Expr | Block | Stmt) => void): void {
  const table: Readonly<Record<string, readonly string[]>> = isStmt(node) ? STMT_CHILD_KEYS : EXPR_CHILD_KEYS;
  for (const key of table[node.kind]!) {
    const value = (node as unknown as Record<string, unknown>)[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) visit("key" in item && !("kind" in item) ? item.key : item);
  }
}

/** No statement shares its kind with an expression (`CallStmt` is not `Call`), so that a node's
 *  kind says which it is. */
const kindsApart: [Extract<Stmt["kind"], Expr["kind"]>] extends [never] ? true : never = true;
void kindsApart;

/** Whether a node is a statement: no statement shares its kind with an expression. */
export function isStmt(node: Expr | Block | Stmt): node is Stmt {
  return Object.hasOwn(STMT_CHILD_KEYS, node.kind);
}

/** A statement's own expressions, and the blocks (or the `else if` statement) nested in it. */
export interface StmtChildren {
  exprs: Expr[];
  blocks: Block[];
  /** an `else if`: the nested if statement */
  stmts: Stmt[];
}

export function exprChildren(e: Expr): Expr[] {
  const children: Expr[] = [];
  forEachChild(e, (c) => children.push(c as Expr));
  return children;
}

export function stmtChildren(s: Stmt): StmtChildren {
  const children: StmtChildren = { exprs: [], blocks: [], stmts: [] };
  forEachChild(s, (c) => {
    if (c.kind === "Block") children.blocks.push(c);
    else if (isStmt(c)) children.stmts.push(c);
    else children.exprs.push(c);
  });
  return children;
}

/** The statement lists a statement holds: each block's, and an `else if` as a list of its one
 *  statement. */
export function innerStatements(s: Stmt): Stmt[][] {
  const { blocks, stmts } = stmtChildren(s);
  return [...blocks.map((b) => b.statements), ...stmts.map((inner) => [inner])];
}
