// Applying a variant never writes into its base's parsed files: an editor keeps those parses
// between loads, so a section replaced once must not stay replaced after the variant's
// `replace` is deleted.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Block } from "../../grammar/ast.js";
import type { NestedRuleStmt } from "../../grammar/statements/nested-rule.js";
import { loadProgram } from "../../grammar/loader.js";
import { parseSource, type ParseResult } from "../../grammar/parse.js";

const dir = mkdtempSync(join(tmpdir(), "agon-variant-cow-"));
const base = join(dir, "base.agon");
const variant = join(dir, "variant.agon");
writeFileSync(join(dir, "package.json"), "{}\n");
cpSync("test/cli/fixtures/high-card.agon", base);
writeFileSync(
  base,
  readFileSync(base, "utf8").replace("  deal 3 from deck to hand\n", "  rule deal-cards {\n    deal 3 from deck to hand\n  }\n"),
);
const REPLACING = 'variant two of "base.agon" {\n  replace rule deal-cards {\n    deal 2 from deck to hand\n  }\n}\n';
const SETTING = 'variant two of "base.agon" {\n  set rounds = 2\n}\n';

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A parser that keeps each file's result while its text is the same, as the language server does. */
function cachingParser(): (text: string, file: string) => ParseResult {
  const kept = new Map<string, { text: string; result: ParseResult }>();
  return (text, file) => {
    const known = kept.get(file);
    if (known?.text === text) return known.result;
    const result = parseSource(text, file);
    kept.set(file, { text, result });
    return result;
  };
}

function dealSection(entry: string, parse: (text: string, file: string) => ParseResult): NestedRuleStmt {
  const setup = loadProgram(entry, { parse }).program.rules.get("setup")!;
  return setup.body.statements.find((s): s is NestedRuleStmt => s.kind === "NestedRule")!;
}

describe("a variant applied to a kept parse of its base", () => {
  it("leaves the base's parse as parsed, and the section comes back when the replace is deleted", () => {
    const parse = cachingParser();
    writeFileSync(variant, REPLACING);
    expect(dealSection(variant, parse).body.range.file).toBe(variant);
    const kept = parse(readFileSync(base, "utf8"), base).file!;
    expect(JSON.parse(JSON.stringify(kept))).toEqual(JSON.parse(JSON.stringify(parseSource(readFileSync(base, "utf8"), base).file)));
    writeFileSync(variant, SETTING);
    const section = dealSection(variant, parse);
    expect(section.body.range.file).toBe(base);
    expect((section.body as Block).statements).toHaveLength(1);
  });

  it("the base loaded alone after the variant keeps its own section", () => {
    const parse = cachingParser();
    writeFileSync(variant, REPLACING);
    dealSection(variant, parse);
    expect(dealSection(base, parse).body.range.file).toBe(base);
  });
});
