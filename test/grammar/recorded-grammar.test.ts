// The built CLI's parser reads its grammar from grammar/recorded-grammar.ts instead of recording
// it (grammar/grammar-record.ts); under vitest the parser records, and parser.ts compares that
// with the record. Here: the parser read from the record has the same grammar and parses alike.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AstBuilder } from "../../grammar/ast-builder.js";
import { recordOf } from "../../grammar/grammar-record.js";
import { tokenize } from "../../grammar/lexer.js";
import { AgonParser, agonParser } from "../../grammar/parser.js";
import { RECORDED_GRAMMAR } from "../../grammar/recorded-grammar.js";

const fromRecord = new AgonParser(false, undefined, true);

describe("the recorded grammar", () => {
  it("is read back into the grammar the rules record", () => {
    const rules = Object.entries(fromRecord.getGAstProductions());
    expect(rules.length).toBeGreaterThan(80);
    for (const [name, rule] of rules) expect(recordOf(rule as Parameters<typeof recordOf>[0]), name).toEqual(RECORDED_GRAMMAR[name]);
    expect(fromRecord.getSerializedGastProductions()).toEqual(agonParser.getSerializedGastProductions());
  });

  for (const file of ["rules/olympia-2000.agon", "cards/olympia-2000.agon", "test/cli/fixtures/broken.agon"]) {
    it(`parses ${file} as the recording parser does, errors included`, () => {
      const text = readFileSync(file, "utf8");
      const parse = (parser: AgonParser) => {
        parser.input = tokenize(text, file).tokens;
        const cst = parser.file();
        return {
          ast: new AstBuilder(file).fileNode(cst, file),
          errors: parser.errors.map((e) => [e.name, e.message, e.token.startOffset]),
        };
      };
      const recorded = parse(fromRecord);
      expect(recorded).toEqual(parse(agonParser));
      expect(recorded.errors.length > 0).toBe(file.includes("broken"));
    });
  }
});
