// Mutations of a rules or card file, for fuzzing the front end: by token (delete, duplicate, swap
// two, replace one with another token of the language) and by character (insert, delete, replace).
import fc from "fast-check";

/** Strings, words (with hyphens), numbers, comments, line breaks and single punctuation. */
const TOKEN = /"(?:[^"\\\n]|\\.)*"?|[A-Za-z_][\w-]*|\d+|\/\/[^\n]*|\n|[^\s]/g;

export interface Token {
  start: number;
  end: number;
}

export function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
}

export type Mutation =
  | { kind: "delete-token" | "duplicate-token"; at: number }
  | { kind: "swap-tokens"; at: number; other: number }
  | { kind: "replace-token"; at: number; with: string }
  | { kind: "insert-char" | "replace-char"; at: number; char: string }
  | { kind: "delete-char"; at: number };

/** Tokens a mutation may put in: keywords, punctuation, odd numbers and texts, unusual characters. */
const REPLACEMENTS = [
  "{",
  "}",
  "(",
  ")",
  "[",
  "]",
  ",",
  ":",
  ".",
  "..",
  "=",
  "==",
  "+",
  "-",
  "*",
  "/",
  "<",
  ">=",
  '"',
  "//",
  "rule",
  "game",
  "zone",
  "var",
  "let",
  "set",
  "move",
  "to",
  "from",
  "for",
  "in",
  "if",
  "else",
  "while",
  "repeat",
  "choose",
  "by",
  "deal",
  "shuffle",
  "reveal",
  "look",
  "leave",
  "call",
  "end",
  "winners",
  "trigger",
  "after",
  "when",
  "invariant",
  "assert",
  "option",
  "enum",
  "kind",
  "cards",
  "use",
  "variant",
  "function",
  "none",
  "true",
  "false",
  "not",
  "and",
  "or",
  "is",
  "int",
  "bool",
  "per",
  "player",
  "shared",
  "hidden",
  "public",
  "owner",
  "holds",
  "all",
  "count",
  "sum",
  "min",
  "max",
  "top",
  "first",
  "last",
  "sort",
  "where",
  "players",
  "0",
  "-1",
  "99999999999999999999",
  "1..100000000",
  '"text"',
  '"unterminated',
  "x",
  "é",
  "\u0000",
  "\t",
  "🃏",
];

export function mutationArb(tokenCount: number, charCount: number): fc.Arbitrary<Mutation> {
  const tok = fc.nat({ max: Math.max(0, tokenCount - 1) });
  const pos = fc.nat({ max: charCount });
  const char = fc.oneof(
    fc.constantFrom("{", "}", "(", ")", '"', "\n", " ", ",", ".", "/", "-", ":", "#", "\\"),
    fc.string({ minLength: 1, maxLength: 1 }),
  );
  return fc.oneof(
    fc.record({ kind: fc.constant("delete-token" as const), at: tok }),
    fc.record({ kind: fc.constant("duplicate-token" as const), at: tok }),
    fc.record({ kind: fc.constant("swap-tokens" as const), at: tok, other: tok }),
    fc.record({ kind: fc.constant("replace-token" as const), at: tok, with: fc.constantFrom(...REPLACEMENTS) }),
    fc.record({ kind: fc.constant("insert-char" as const), at: pos, char }),
    fc.record({ kind: fc.constant("replace-char" as const), at: pos, char }),
    fc.record({ kind: fc.constant("delete-char" as const), at: pos }),
  );
}

/** Applies one mutation; positions past the end are clamped, so every mutation applies. */
export function mutate(text: string, m: Mutation): string {
  if (m.kind.endsWith("-char")) {
    const at = Math.min((m as { at: number }).at, text.length);
    if (m.kind === "insert-char") return text.slice(0, at) + (m as { char: string }).char + text.slice(at);
    if (m.kind === "replace-char") return text.slice(0, at) + (m as { char: string }).char + text.slice(at + 1);
    return text.slice(0, at) + text.slice(at + 1);
  }
  const tokens = tokensOf(text);
  if (tokens.length === 0) return text;
  const t = tokens[Math.min(m.at, tokens.length - 1)]!;
  const word = text.slice(t.start, t.end);
  switch (m.kind) {
    case "delete-token":
      return text.slice(0, t.start) + text.slice(t.end);
    case "duplicate-token":
      return `${text.slice(0, t.end)} ${word}${text.slice(t.end)}`;
    case "replace-token":
      return text.slice(0, t.start) + m.with + text.slice(t.end);
    case "swap-tokens": {
      const u = tokens[Math.min(m.other, tokens.length - 1)]!;
      const [a, b] = t.start <= u.start ? [t, u] : [u, t];
      if (a === b) return text;
      return (
        text.slice(0, a.start) + text.slice(b.start, b.end) + text.slice(a.end, b.start) + text.slice(a.start, a.end) + text.slice(b.end)
      );
    }
    default:
      return text;
  }
}
