// Small readers over Chevrotain CST nodes for the AST builder. After error recovery a node may
// lack children, so every reader tolerates absence.
import type { CstElement, CstNode, IToken } from "chevrotain";
import type { Position, SourceRange } from "./ast.js";

export function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

export function nodes(node: CstNode, key: string): CstNode[] {
  return (node.children[key] ?? []).filter((e): e is CstNode => !isToken(e));
}

export function node(node: CstNode, key: string): CstNode | undefined {
  return nodes(node, key)[0];
}

export function tokens(node: CstNode, key: string): IToken[] {
  return (node.children[key] ?? []).filter((e): e is IToken => isToken(e) && !Number.isNaN(e.startOffset));
}

export function token(node: CstNode, key: string): IToken | undefined {
  return tokens(node, key)[0];
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
