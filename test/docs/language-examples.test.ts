// Every `agon` code block of docs/language.md must stay true: it parses, and it checks without
// errors inside a real game. A block is dropped into its host game (olympia-2000 unless an
// `<!-- host: NAME -->` line stands before it) in place of the host's declarations of the same
// names, so that an example of `enum discipline` replaces the game's own enum instead of clashing
// with it. `...` in a block is the docs' elision and is removed before parsing.
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, expect, it } from "vitest";
import type { Declaration, SourceRange } from "../../grammar/ast.js";
import { loadProgram, parseSource } from "../../grammar/index.js";

interface Example {
  text: string;
  line: number;
  host: string;
}

const DOC = "docs/language.md";

function examples(markdown: string): Example[] {
  const found: Example[] = [];
  const lines = markdown.split("\n");
  let host = "olympia-2000";
  for (let i = 0; i < lines.length; i++) {
    const hostLine = /^<!-- host: ([a-z0-9-]+) -->$/.exec(lines[i]!);
    if (hostLine) host = hostLine[1]!;
    if (lines[i] !== "```agon") continue;
    const start = i + 1;
    while (i + 1 < lines.length && lines[i + 1] !== "```") i++;
    found.push({
      text: lines
        .slice(start, i + 1)
        .join("\n")
        .replaceAll("...", ""),
      line: start,
      host,
    });
    host = "olympia-2000";
    i++;
  }
  return found;
}

function assertNever(x: never): never {
  throw new Error(`unhandled declaration ${JSON.stringify(x)}`);
}

/** Which host declaration an example's declaration stands in for; none for those that add up. */
function replaces(d: Declaration): string | undefined {
  switch (d.kind) {
    case "Game":
      return "game";
    case "Cards":
      return `cards ${d.of.name}`;
    case "Enum":
    case "Kind":
    case "Option":
    case "Zone":
    case "Var":
    case "Table":
    case "Function":
    case "Rule":
    case "Trigger":
      return `name ${d.name.name}`;
    case "Divergence":
      return `divergence ${d.name.name}`;
    case "Describe":
      return `describe ${d.target.name}`;
    // a game has one strategy
    case "Strategy":
      return "strategy";
    case "Variant":
      return `variant ${d.name.name}`;
    // a second rulebook of the same prefix adds its entries to the first
    case "Rulebook":
    case "Use":
    case "Assert":
    case "Invariant":
      return undefined;
    default:
      return assertNever(d);
  }
}

/** What an example declares that a host must not declare again: its names, and its rule IDs. */
function declaredKeys(declarations: Declaration[]): Set<string> {
  const keys = new Set<string>();
  for (const d of declarations) {
    const key = replaces(d);
    if (key !== undefined) keys.add(key);
    if (d.kind === "Rulebook") for (const entry of d.entries) keys.add(`rule-id ${entry.id.name}`);
  }
  return keys;
}

/** `text` without the declarations (and rulebook entries) that the example declares again. */
function withoutReplaced(text: string, file: string, replaced: Set<string>): string {
  const doomed: SourceRange[] = [];
  for (const d of parseSource(text, file).file?.declarations ?? []) {
    const key = replaces(d);
    if (key !== undefined && replaced.has(key)) doomed.push(d.range);
    else if (d.kind === "Rulebook") doomed.push(...d.entries.filter((e) => replaced.has(`rule-id ${e.id.name}`)).map((e) => e.range));
  }
  let out = text;
  for (const range of doomed.sort((a, b) => b.start.offset - a.start.offset)) {
    out = out.slice(0, range.start.offset) + out.slice(range.end.offset);
  }
  return out;
}

const all = examples(readFileSync(DOC, "utf8"));

describe("docs/language.md examples", () => {
  it("finds the agon blocks", () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
  });

  for (const example of all) {
    it(`${DOC}:${example.line} parses`, () => {
      const parsed = parseSource(example.text, `${DOC}:${example.line}`);
      expect(parsed.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    });

    it(`${DOC}:${example.line} checks inside ${example.host}`, () => {
      const declarations = parseSource(example.text, "example").file?.declarations ?? [];
      const isVariant = declarations.some((d) => d.kind === "Variant");
      const replaced = declaredKeys(declarations);
      const entry = path.resolve(isVariant ? `rules/variants/docs-example.agon` : `rules/${example.host}.agon`);
      const readFile = (p: string): string => {
        if (path.resolve(p) === entry && isVariant) return example.text;
        const own = withoutReplaced(readFileSync(p, "utf8"), p, replaced);
        return path.resolve(p) === entry ? `${own}\n${example.text}\n` : own;
      };
      const { diagnostics } = loadProgram(entry, { readFile });
      // The host's data assertions speak of the host's deck; an example that replaces its cards
      // may break them without being wrong. Its own assertions still count.
      const ownAssertions = declarations.some((d) => d.kind === "Assert");
      const errors = diagnostics.filter((d) => d.severity === "error" && (ownAssertions || d.code !== "assertion-failed"));
      expect(errors.map((d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column} ${d.message}`)).toEqual([]);
    });
  }
});
