// The children of every statement and expression, in source order: one table per node family,
// typed so that a new node kind without its entry is a compile error. Passes that only need to
// reach every node (the mutation generator, and later any other) walk the tree through these.
import type { Block, Expr, Stmt } from "./ast.js";

/** A dispatch table with one entry per kind of node: a kind without its entry does not compile. */
export type ByKind<N extends { kind: string }, R, A extends unknown[] = []> = {
  readonly [K in N["kind"]]: (node: Extract<N, { kind: K }>, ...args: A) => R;
};

const optional = <T>(x: T | undefined): T[] => (x === undefined ? [] : [x]);

const EXPR_CHILDREN: ByKind<Expr, Expr[]> = {
  Int: () => [],
  Bool: () => [],
  Text: () => [],
  None: () => [],
  Name: () => [],
  Member: (e) => [e.object],
  Index: (e) => [e.object, ...e.indices],
  Call: (e) => e.args,
  Unary: (e) => [e.operand],
  Binary: (e) => [e.left, e.right],
  Is: (e) => [e.value],
  IfExpr: (e) => [e.condition, e.then, e.else],
  List: (e) => e.items,
  Comprehension: (e) => [e.element, e.iterable, ...optional(e.filter)],
  Sort: (e) => [e.iterable, ...optional(e.filter), ...e.keys.map((k) => k.key)],
  Range: (e) => [e.from, e.to],
};

/** A statement's own expressions, and the blocks (or the `else if` statement) nested in it. */
export interface StmtChildren {
  exprs: Expr[];
  blocks: Block[];
  /** an `else if`: the nested if statement */
  stmts: Stmt[];
}

const none: StmtChildren = { exprs: [], blocks: [], stmts: [] };
const exprs = (...list: (Expr | undefined)[]): StmtChildren => ({ exprs: list.filter((e) => e !== undefined), blocks: [], stmts: [] });

const STMT_CHILDREN: ByKind<Stmt, StmtChildren> = {
  Let: (s) => exprs(s.value),
  Set: (s) => exprs(s.target, s.value),
  Move: (s) => exprs(s.what, s.to, s.row),
  Shuffle: (s) => exprs(s.zone),
  Deal: (s) => exprs(s.count, s.from, s.players),
  Reveal: (s) => exprs(s.zone),
  Look: (s) => exprs(s.what, s.by),
  Choose: (s) => exprs(s.from, s.by),
  If: (s) => ({
    exprs: [s.condition],
    blocks: [s.then, ...(s.else?.kind === "Block" ? [s.else] : [])],
    stmts: s.else?.kind === "If" ? [s.else] : [],
  }),
  For: (s) => ({ exprs: [s.iterable], blocks: [s.body], stmts: [] }),
  While: (s) => ({ exprs: [s.condition], blocks: [s.body], stmts: [] }),
  Repeat: (s) => ({ exprs: [], blocks: [s.body], stmts: [] }),
  Call: (s) => exprs(...s.args),
  Leave: () => none,
  EndGame: () => none,
  Winners: (s) => exprs(s.players),
  NestedRule: (s) => ({ exprs: [], blocks: [s.body], stmts: [] }),
  Log: (s) => exprs(s.message),
};

export function exprChildren(e: Expr): Expr[] {
  return (EXPR_CHILDREN[e.kind] as (node: Expr) => Expr[])(e);
}

export function stmtChildren(s: Stmt): StmtChildren {
  return (STMT_CHILDREN[s.kind] as (node: Stmt) => StmtChildren)(s);
}
