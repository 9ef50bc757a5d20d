// Small readers over Chevrotain CST nodes for the AST builder. After error recovery a node may
// lack children, so every reader tolerates absence. A child is read by a label the parser has
// (grammar/cst-types.ts, generated from the parser): on a node typed as one rule's, a label of
// that rule; on an untyped node, a label of some rule. A label renamed in the parser is then a
// compile error here, not a child that silently reads as none.
import type { CstElement, CstNode, IToken } from "chevrotain";
import type { Position, SourceRange } from "./ast.js";
import type { ICstNodeVisitor } from "./cst-types.js";

/** The name of each rule of the parser. */
export type RuleName = Exclude<keyof ICstNodeVisitor<unknown, unknown>, "visit" | "validateVisitor">;
/** The children of each rule's node, by rule name. */
type ChildrenOf = { [R in RuleName]: Parameters<ICstNodeVisitor<unknown, unknown>[R]>[0] };
/** A node of the rule R, typed by that rule's children. */
export type NodeOf<R extends RuleName> = CstNode & { name: R; children: ChildrenOf[R] };
/** Every label of every rule's children. */
type AnyLabel = { [R in RuleName]: keyof ChildrenOf[R] }[RuleName] & string;
/** The labels a node has: its rule's when its type says which rule it is, any rule's otherwise. */
export type Label<N extends CstNode> = N["name"] extends RuleName
  ? string extends N["name"]
    ? AnyLabel
    : keyof ChildrenOf[N["name"]] & string
  : AnyLabel;

export function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

const NONE: never[] = [];

// A key of a CST node holds either sub-rule nodes or tokens, never both, so no filtering is
// needed except for the tokens that error recovery inserted (they have no position).
export function nodes<N extends CstNode>(node: N, key: Label<N>): CstNode[] {
  return (node.children[key] as CstNode[] | undefined) ?? NONE;
}

export function node<N extends CstNode>(node: N, key: Label<N>): CstNode | undefined {
  return node.children[key]?.[0] as CstNode | undefined;
}

export function tokens<N extends CstNode>(node: N, key: Label<N>): IToken[] {
  const found = node.children[key] as IToken[] | undefined;
  if (!found) return NONE;
  return found.some((t) => Number.isNaN(t.startOffset)) ? found.filter((t) => !Number.isNaN(t.startOffset)) : found;
}

export function token<N extends CstNode>(node: N, key: Label<N>): IToken | undefined {
  const found = node.children[key] as IToken[] | undefined;
  if (!found) return undefined;
  const first = found[0];
  return first && !Number.isNaN(first.startOffset) ? first : tokens(node, key)[0];
}

/** Every child of a node, tokens and nodes, in source order. */
export function childrenInOrder(n: CstNode): CstElement[] {
  const all = Object.values(n.children).flat();
  return all.sort((a, b) => startOffsetOf(a) - startOffsetOf(b));
}

function startOffsetOf(e: CstElement): number {
  const offset = isToken(e) ? e.startOffset : e.location?.startOffset;
  return offset === undefined || Number.isNaN(offset) ? Number.MAX_SAFE_INTEGER : offset;
}

export class RangeMaker {
  constructor(readonly file: string) {}

  private empty(): SourceRange {
    const p: Position = { line: 1, column: 1, offset: 0 };
    return { file: this.file, start: p, end: p };
  }

  ofToken(t: IToken | undefined): SourceRange {
    if (!t || Number.isNaN(t.startOffset)) return this.empty();
    return {
      file: this.file,
      start: { line: t.startLine ?? 1, column: t.startColumn ?? 1, offset: t.startOffset },
      end: { line: t.endLine ?? 1, column: (t.endColumn ?? 0) + 1, offset: (t.endOffset ?? t.startOffset) + 1 },
    };
  }

  ofNode(n: CstNode | undefined): SourceRange {
    const loc = n?.location;
    if (!loc || Number.isNaN(loc.startOffset) || loc.startLine === undefined || Number.isNaN(loc.startLine)) return this.empty();
    const endOk = loc.endOffset !== undefined && !Number.isNaN(loc.endOffset) && loc.endLine !== undefined && !Number.isNaN(loc.endLine);
    return {
      file: this.file,
      start: { line: loc.startLine, column: loc.startColumn ?? 1, offset: loc.startOffset },
      end: endOk
        ? { line: loc.endLine!, column: (loc.endColumn ?? 0) + 1, offset: loc.endOffset! + 1 }
        : { line: loc.startLine, column: loc.startColumn ?? 1, offset: loc.startOffset },
    };
  }

  span(from: SourceRange, to: SourceRange): SourceRange {
    return { file: this.file, start: from.start, end: to.end };
  }
}
