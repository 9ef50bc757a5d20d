// The VS Code extension's TextMate grammar on the real game files, token by token: keywords,
// names, numbers, texts, comments and rule IDs each get their scope.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import * as oniguruma from "vscode-oniguruma";
import * as textmate from "vscode-textmate";
import { DECLARATION_WORDS } from "../../grammar/parse-errors.js";

const require = createRequire(import.meta.url);
let grammar: textmate.IGrammar;

beforeAll(async () => {
  const wasm = readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer);
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (s) => new oniguruma.OnigScanner(s),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope) =>
      scope === "source.agon"
        ? textmate.parseRawGrammar(readFileSync("editors/vscode/syntaxes/agon.tmLanguage.json", "utf8"), "agon.tmLanguage.json")
        : null,
  });
  grammar = (await registry.loadGrammar("source.agon"))!;
});

/** The line of a file that starts with `start` (after indentation), as [token, innermost scope] pairs without white space. */
function tokensOf(file: string, start: string): [string, string][] {
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.trimStart().startsWith(start));
  if (line === undefined) throw new Error(`no line starts with ${start} in ${file}`);
  const { tokens } = grammar.tokenizeLine(line, textmate.INITIAL);
  return tokens
    .map((t): [string, string] => [line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1]!])
    .filter(([text]) => text.trim() !== "");
}

const OLY = "rules/olympia-2000.agon";
const _OPK = "rules/olympeak.agon";

describe("the TextMate grammar", () => {
  it("scopes every declaration word of the parser as a declaration", () => {
    for (const word of DECLARATION_WORDS) {
      const { tokens } = grammar.tokenizeLine(`${word} x`, textmate.INITIAL);
      expect([word, tokens[0]!.scopes.at(-1)]).toEqual([word, "storage.type.declaration.agon"]);
    }
  });

  it("a zone declaration: keyword, declared name, names, soft keywords", () => {
    expect(tokensOf(OLY, "zone hand ")).toEqual([
      ["zone", "storage.type.declaration.agon"],
      ["hand", "entity.name.declaration.agon"],
      ["ko", "support.constant.language-code.agon"],
      ['"손"', "string.quoted.double.agon"],
      [":", "punctuation.separator.agon"],
      ["athlete", "variable.other.agon"],
      ["per", "keyword.other.agon"],
      ["player", "support.type.agon"],
      ["owner", "keyword.other.agon"],
    ]);
  });

  it("an option: its values, a rule ID", () => {
    expect(tokensOf(OLY, "option next-discipline-chooser")).toEqual([
      ["option", "storage.type.declaration.agon"],
      ["next-discipline-chooser", "entity.name.declaration.agon"],
      ["ko", "support.constant.language-code.agon"],
      ['"다음 종목을 고르는 사람"', "string.quoted.double.agon"],
      [":", "punctuation.separator.agon"],
      ["worst", "variable.other.agon"],
      ["ko", "support.constant.language-code.agon"],
      ['"최하위의 플레이어"', "string.quoted.double.agon"],
      ["|", "keyword.operator.agon"],
      ["best", "variable.other.agon"],
      ["ko", "support.constant.language-code.agon"],
      ['"우승한 플레이어"', "string.quoted.double.agon"],
      ["=", "keyword.operator.agon"],
      ["worst", "variable.other.agon"],
      ["resolves", "keyword.other.agon"],
      ["OLY-T4", "constant.other.rule-id.agon"],
    ]);
  });

  it("numbers, a range, a text, and a trailing comment", () => {
    expect(tokensOf(OLY, "players 2..5")).toEqual([
      ["players", "keyword.other.agon"],
      ["2", "constant.numeric.integer.agon"],
      ["..", "keyword.operator.agon"],
      ["5", "constant.numeric.integer.agon"],
    ]);
    expect(tokensOf(OLY, "title")).toEqual([
      ["title", "keyword.other.agon"],
      ['"Olympia 2000 (v. Chr.)"', "string.quoted.double.agon"],
    ]);
    expect(tokensOf(OLY, "zone gone ").slice(-1)).toEqual([["// athletes out of the game", "comment.line.double-slash.agon"]]);
    expect(tokensOf("cards/olympeak.agon", "value: int -2..4")).toEqual(
      expect.arrayContaining([
        ["-", "keyword.operator.agon"],
        ["2", "constant.numeric.integer.agon"],
      ]),
    );
  });

  it("statements: keywords at the start, calls, names with hyphens and digits, soft keywords used as names", () => {
    expect(tokensOf(OLY, "move top(consolation-supply) to consolations[p]")).toEqual([
      ["move", "keyword.control.statement.agon"],
      ["top", "entity.name.function.agon"],
      ["(", "punctuation.bracket.agon"],
      ["consolation-supply", "variable.other.agon"],
      [")", "punctuation.bracket.agon"],
      ["to", "keyword.other.agon"],
      ["consolations", "variable.other.agon"],
      ["[", "punctuation.bracket.agon"],
      ["p", "variable.other.agon"],
      ["]", "punctuation.bracket.agon"],
    ]);
    expect(tokensOf(OLY, "move opener to circle-1")).toEqual([
      ["move", "keyword.control.statement.agon"],
      ["opener", "variable.other.agon"],
      ["to", "keyword.other.agon"],
      ["circle-1", "variable.other.agon"],
    ]);
    expect(tokensOf(OLY, "move tiles to row[d]")).toContainEqual(["row", "variable.other.agon"]);
  });

  it("a rule with its rule IDs, and a whole-line comment", () => {
    expect(tokensOf(OLY, "rule turn implements")).toEqual([
      ["rule", "storage.type.declaration.agon"],
      ["turn", "entity.name.declaration.agon"],
      ["implements", "keyword.other.agon"],
      ["OLY-T1", "constant.other.rule-id.agon"],
      ["{", "punctuation.bracket.agon"],
    ]);
    expect(tokensOf(OLY, "// the players whose athlete")).toEqual([
      [expect.stringMatching(/^\/\/ the players/), "comment.line.double-slash.agon"],
    ]);
  });

  it("expressions: operator words, constants, comparisons", () => {
    expect(tokensOf(OLY, "if count(played[p]) > 0 and top(played[p]).loser")).toEqual(
      expect.arrayContaining([
        ["if", "keyword.control.statement.agon"],
        ["count", "entity.name.function.agon"],
        [">", "keyword.operator.agon"],
        ["0", "constant.numeric.integer.agon"],
        ["and", "keyword.operator.word.agon"],
        ["loser", "variable.other.agon"],
      ]),
    );
    expect(tokensOf("cards/olympeak.agon", "star: bool = false")).toEqual(
      expect.arrayContaining([
        ["bool", "support.type.agon"],
        ["false", "constant.language.agon"],
      ]),
    );
  });
});
