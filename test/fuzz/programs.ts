// Generated programs for fuzzing the front end: top-level blocks spliced from the real rules and
// card files, then transformed the hostile ways a file can be: extreme numbers, other line ends,
// a byte order mark, control characters, names that are properties of Object.prototype, and deep
// nesting or long operator chains where a number stood.
import fc from "fast-check";
import { FUZZ_TARGETS, original } from "./check-case.js";

const DECLARATION_START =
  /^(?:use|game|rulebook|enum|kind|cards|assert|option|zone|var|table|function|rule|trigger|invariant|variant|divergence)\b/;

/** The top-level declarations of a file, each with the comment lines just above it; `use` dropped,
 *  since a spliced program is one file. */
export function topLevelBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let comments: string[] = [];
  for (const line of text.split("\n")) {
    if (DECLARATION_START.test(line)) {
      if (current.length) blocks.push(current.join("\n"));
      current = [...comments, line];
      comments = [];
    } else if (line.startsWith("//") && current.length && !current[current.length - 1]!.startsWith(" ")) {
      comments.push(line);
    } else {
      current.push(...comments, line);
      comments = [];
    }
  }
  if (current.length) blocks.push(current.join("\n"));
  return blocks.filter((b) => !/^(?:\/\/.*\n)*use\b/.test(b));
}

export const BLOCKS: readonly string[] = FUZZ_TARGETS.flatMap((f) => topLevelBlocks(original(f)));

const EXTREME_NUMBERS = [
  "9007199254740991",
  "9007199254740992",
  "99999999999999999999",
  "-9007199254740991",
  "-9007199254740992",
  "0",
  "-0",
  "1000000000",
  "4294967296",
  `1${"0".repeat(400)}`,
];
export const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__defineGetter__"];
const CONTROL = ["\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u000b", "\u000c", "\ufeff", "\u2028"];

export type Transform =
  | { kind: "extreme-number"; at: number; value: string }
  | { kind: "line-ends"; style: "crlf" | "cr" | "cr-crlf" }
  | { kind: "bom" }
  | { kind: "control"; at: number; char: string }
  | { kind: "prototype-name"; at: number; name: string }
  | { kind: "nest"; at: number; depth: number; style: "parens" | "chain" | "bracketed-chain" | "list" | "not" | "minus" };

export interface ProgramCase {
  kind: "program";
  blocks: number[];
  transforms: Transform[];
}

export const programCaseArb: fc.Arbitrary<ProgramCase> = fc.record({
  kind: fc.constant("program" as const),
  blocks: fc.array(fc.nat({ max: BLOCKS.length - 1 }), { minLength: 1, maxLength: 40 }),
  transforms: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant("extreme-number" as const), at: fc.nat(), value: fc.constantFrom(...EXTREME_NUMBERS) }),
      fc.record({ kind: fc.constant("line-ends" as const), style: fc.constantFrom("crlf" as const, "cr" as const, "cr-crlf" as const) }),
      fc.record({ kind: fc.constant("bom" as const) }),
      fc.record({ kind: fc.constant("control" as const), at: fc.nat(), char: fc.constantFrom(...CONTROL) }),
      fc.record({ kind: fc.constant("prototype-name" as const), at: fc.nat(), name: fc.constantFrom(...PROTOTYPE_NAMES) }),
      fc.record({
        kind: fc.constant("nest" as const),
        at: fc.nat(),
        depth: fc.oneof(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 900, max: 1100 }), fc.constant(100_000)),
        style: fc.constantFrom(
          "parens" as const,
          "chain" as const,
          "bracketed-chain" as const,
          "list" as const,
          "not" as const,
          "minus" as const,
        ),
      }),
    ),
    { maxLength: 4 },
  ),
});

function nested(style: Extract<Transform, { kind: "nest" }>["style"], depth: number): string {
  switch (style) {
    case "parens":
      return `${"(".repeat(depth)}1${")".repeat(depth)}`;
    case "chain":
      return `1${" + 1".repeat(depth)}`;
    case "bracketed-chain":
      return `1${" + (1)".repeat(depth)}`;
    case "list":
      return `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    case "not":
      return `${"not ".repeat(depth)}true`;
    case "minus":
      return `${"-".repeat(depth)}1`;
  }
}

function nth<T>(items: T[], at: number): T | undefined {
  return items.length ? items[at % items.length] : undefined;
}

export function applyTransform(text: string, t: Transform): string {
  switch (t.kind) {
    case "extreme-number":
    case "nest": {
      const m = nth([...text.matchAll(/(?<![\w-])\d+(?![\w-])/g)], t.at);
      if (!m) return text;
      const value = t.kind === "nest" ? nested(t.style, t.depth) : t.value;
      return text.slice(0, m.index) + value + text.slice(m.index + m[0].length);
    }
    case "line-ends":
      return text.replace(/\n/g, t.style === "crlf" ? "\r\n" : t.style === "cr" ? "\r" : "\r\r\n");
    case "bom":
      return `\ufeff${text}`;
    case "control": {
      const at = text.length ? t.at % text.length : 0;
      return text.slice(0, at) + t.char + text.slice(at);
    }
    case "prototype-name": {
      // renamed everywhere, so that the program stays as valid as it was
      const names = [...new Set([...text.matchAll(/(?<![\w"-])[a-z][\w]*(?:-[\w]+)*(?![\w-])/g)].map((m) => m[0]))];
      const name = nth(names, t.at);
      if (!name) return text;
      return text.replace(new RegExp(`(?<![\\w"-])${name}(?![\\w-])`, "g"), t.name);
    }
  }
}

export function programText(c: ProgramCase): string {
  const spliced = `${c.blocks.map((i) => BLOCKS[i]!).join("\n\n")}\n`;
  return c.transforms.reduce(applyTransform, spliced);
}
